import { contentHandlers } from './mock-content';
import { ingestHandlers } from './mock-ingest';
import { migrationHandlers } from './mock-migrations';
import { settingsHandlers } from './mock-settings';
import { visualiserHandlers } from './mock-visualiser';

/** The Labs tools' calls (docs/backend.md, "Labs"). */
export const handlers = [
  ...contentHandlers,
  ...migrationHandlers,
  ...settingsHandlers,
  ...ingestHandlers,
  ...visualiserHandlers,
];
