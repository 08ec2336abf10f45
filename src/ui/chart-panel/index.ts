export { ChartPanel } from './chart-panel';
export type { ChartColumn, ChartPanelProps, ChartRow } from './types';
