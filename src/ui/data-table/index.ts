export { DataTable, type DataTableProps } from './data-table';
export type { DataColumn, DataSelection, DataSort, RowOpen, SortOrder } from './types';
