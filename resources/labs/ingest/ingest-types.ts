/** A row of the file as parsed: column name to cell text. Row numbers count data rows from 1. */
export interface SourceRow {
  row: number;
  cells: Record<string, string>;
}

/** A problem with one row, as a message key of the console's validation texts and its values. */
export interface RowProblem {
  row: number;
  field: string;
  message: string;
  args: Record<string, string | number>;
}

/** A row ready to send: its number in the file and the entity's values. */
export interface ReadyRow {
  row: number;
  values: Record<string, unknown>;
}

/** Column name to field source; '' leaves the column out. */
export type Mapping = Record<string, string>;

/** `POST /admin/ingestion/{entity}/batches` answers which rows were created and which refused. */
export interface BatchResult {
  batch_id: string;
  created: { row: number; id: string | number }[];
  failed: { row: number; reason: string }[];
}

/** Targets offered for ingestion: entities whose records arrive in bulk from other systems. */
export const TARGETS = ['sites', 'laboratories', 'partners', 'conditions', 'patients'] as const;
