import { contentHandlers } from './mock-content';

/** The Labs tools' calls (src/data/API.md, "Labs"). */
export const handlers = [...contentHandlers];
