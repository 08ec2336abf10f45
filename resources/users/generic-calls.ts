import { coreCalls, crudCalls, defineCall, type Schema } from '@/contract';
import { z } from '@/lib/zod';
import { entityNamed } from '@schemas/index';
import { cohort, documentType, named, segment, userRecord, userRow } from './answers';

// Generic calls the area makes itself, not through the data provider. Each is declared once with
// the entity's other calls (src/contract/crud.ts); here its answer is read with the area's schema,
// which asks no more of a record than the generic one (an id) and names the fields it shows.

function generic<R extends Schema>(entity: string, call: 'list' | 'one' | 'update', response: R) {
  const decl = crudCalls(entityNamed(entity)).find((c) => c.id === `${entity}.${call}`);
  if (!decl) throw new Error(`${entity} has no generic ${call} call`);
  return defineCall({ ...decl, response });
}

export const saveUser = generic('users', 'update', userRecord);
export const cohortOne = generic('cohorts', 'one', cohort);
export const saveCohort = generic('cohorts', 'update', cohort);
export const callTypes = generic('call-types', 'list', z.array(named));
export const documentTypes = generic('document-types', 'list', z.array(documentType));
export const roles = generic('roles', 'list', z.array(named));
export const partners = generic('partners', 'list', z.array(named));
export const segments = generic('segments', 'list', z.array(segment));
/** `GET /z/users/search?email=`, the shell's reference search, read as user rows. */
export const searchUsers = defineCall({ ...coreCalls.search, response: z.array(userRow) });
