import { contentHandlers } from './content';
import { ingestHandlers } from './ingest';
import { migrationHandlers } from './migrations';
import { settingsHandlers } from './settings';
import { visualiserHandlers } from './visualiser';

/** The Labs tools' calls (docs/backend.md, "Labs"). */
export const handlers = [
  ...contentHandlers,
  ...migrationHandlers,
  ...settingsHandlers,
  ...ingestHandlers,
  ...visualiserHandlers,
];
