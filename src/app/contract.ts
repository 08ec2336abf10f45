import { coreCalls, crudCalls, type CallDecl } from '@/contract';
import { entities, resources } from './registry';

/**
 * Every call the console can make: the shell's, the generic calls of each schema entity, and each
 * area's own. The source of `docs/openapi.json` and of the mock's conformance tests.
 */
export async function allCalls(): Promise<CallDecl[]> {
  // An area that serves an entity's list itself (users: POST /users/filter) replaces its generic list.
  const ownLists = new Set(resources.flatMap((m) => Object.keys(m.reads ?? {})));
  const generic = entities.flatMap((e) =>
    crudCalls(e).filter((c) => !(ownLists.has(e.name) && c.id === `${e.name}.list`)),
  );
  const areas = await Promise.all(resources.map(async (m) => (m.contract ? (await m.contract()).calls : [])));
  return [...Object.values(coreCalls), ...generic, ...areas.flat()];
}
