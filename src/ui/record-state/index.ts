export { RecordState, recordFailure, type RecordFailure, type RecordStateProps } from './record-state';
