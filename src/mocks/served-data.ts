import { serveSchemas, serveSeedTables } from './db';
import { ENTITY_SEEDS } from './entities';
import type { ServedApp } from './served-app';

/**
 * What the db seeds, handed over in one place (the mock's composition root for data): the app's
 * schemas and the per-entity seed tables, which the kernel (`db/`) never imports itself.
 */
export function serveData(app: ServedApp): void {
  serveSeedTables(ENTITY_SEEDS);
  serveSchemas(app.entities);
}
