import { auditCalls, coreCalls, crudCalls, type CallDecl } from '@/contract';
import { entities, resources } from './registry';

/**
 * Every call the console can make: the shell's, the generic calls of each schema entity, and each
 * area's own. The source of `docs/openapi.json` and of the mock's conformance tests.
 */
export async function allCalls(): Promise<CallDecl[]> {
  // Every entity keeps its generic list, even one whose screen lists through its area (users:
  // POST /users/filter): references and related lists still read it.
  const generic = entities.flatMap((e) => crudCalls(e));
  const areas = await Promise.all(resources.map(async (m) => (m.contract ? (await m.contract()).calls : [])));
  return [...Object.values(coreCalls), ...Object.values(auditCalls), ...generic, ...areas.flat()];
}
