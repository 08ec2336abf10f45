import { authHandlers } from './auth';
import { crudHandlers } from './crud';
import { emailHandlers } from './emails';
import { faultHandlers } from './faults';
import { flowHandlers } from './flows';
import { geneAndCallHandlers } from './genes-calls';
import { sessionHandlers } from './session';
import { studyHandlers } from './studies';
import { userHandlers } from './users';

/** Order matters: faults and the token gate first, special calls next, the generic CRUD last. */
export const handlers = [
  ...faultHandlers,
  ...authHandlers,
  ...sessionHandlers,
  ...userHandlers,
  ...flowHandlers,
  ...studyHandlers,
  ...geneAndCallHandlers,
  ...emailHandlers,
  ...crudHandlers,
];
