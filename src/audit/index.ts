export { HistorySection } from './history-section';
export { RecordHistory } from './history-panel';
export { RISKY_WRITES, riskOf, type RiskyWrite } from './risky-writes';
export { usePeopleSeen } from './use-people-seen';
export { VersionSignatures } from './version-signatures';
