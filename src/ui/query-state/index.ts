export { QueryState, type QueryStateProps } from './query-state';
