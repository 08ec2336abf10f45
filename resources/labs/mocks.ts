import { contentHandlers } from './mock-content';
import { migrationHandlers } from './mock-migrations';

/** The Labs tools' calls (src/data/API.md, "Labs"). */
export const handlers = [...contentHandlers, ...migrationHandlers];
