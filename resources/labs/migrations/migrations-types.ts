export type MigrationState = 'pending' | 'running' | 'done' | 'failed';

// States, levels and actions a newer server adds are shown as they come (and offer no action).
type Open<T extends string> = T | (string & {});

export interface MigrationLogEntry {
  at: string;
  level: Open<'info' | 'warning' | 'error'>;
  message: string;
}

/** What a dry run found: per entity and action, how many records would change. */
export interface DryRun {
  at: string;
  by: string;
  changes: { entity: string; action: Open<'create' | 'update' | 'delete'>; count: number }[];
  total: number;
  warnings: string[];
}

export interface Migration {
  id: string;
  name: string;
  description: string;
  state: Open<MigrationState>;
  created_at: string;
  /** When it last started or finished, and who started it; null while never run. */
  ran_at: string | null;
  ran_by: string | null;
  /** Records processed so far, while running or after a failure. */
  progress: { done: number; total: number } | null;
  error: string | null;
  dry_run: DryRun | null;
  log: MigrationLogEntry[];
}
