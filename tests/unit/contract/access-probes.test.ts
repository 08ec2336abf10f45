import { allCalls } from '@/app/contract';
import { entities } from '@/app/registry';
import { setToken } from '@/auth';
import { callApi, fillPath, pathParams, type CallDecl } from '@/contract';
import { canDo, canRead, type EntitySchema } from '@/engine';
import { HttpError } from '@/http';
import { DEMO_ACCOUNTS } from '@/mocks/db/demo';
import { tokenFor } from '@/mocks/node';

// Every read the contract marks safe to probe, as every demo account: the mock answers (2xx) or
// refuses (403) exactly as the call's declared access says, checked with the console's own rule
// table. A call the contract declares without a rule cannot be written (access is required).

const lookup = (name: string): EntitySchema | undefined => entities.find((e) => e.name === name);

function allowed(decl: CallDecl, permissions: readonly string[]): boolean {
  const check = (names: readonly string[]) =>
    permissions.includes('perm.superuser') || names.some((n) => permissions.includes(n));
  const { access } = decl;
  if (access === 'public' || access === 'signed-in') return true;
  if ('anyOf' in access) return check(access.anyOf);
  const name = 'entityParam' in access ? String(decl.probe?.path?.[access.entityParam]) : access.entity;
  const schema = lookup(name);
  if (!schema) throw new Error(`${decl.id}: no entity ${name}`);
  return access.action === 'read' ? canRead(schema, check, lookup) : canDo(schema, 'edit', check, lookup);
}

/** Accounts whose list scope (external studies only) may refuse one record the rule allows. */
const scoped = (permissions: readonly string[]) =>
  permissions.includes('perm.admin_client.feature.external_studies') &&
  !permissions.includes('perm.admin_client.feature.studies') &&
  !permissions.includes('perm.superuser');

describe('the mock grants each probe-able call exactly as its declared access says', () => {
  it.each(DEMO_ACCOUNTS.filter((a) => a.termsAccepted).map((a) => [a.email, a.permissions] as const))(
    'as %s',
    async (email, permissions) => {
      setToken(tokenFor(email));
      const calls = (await allCalls()).filter((c) => c.probe && c.access !== 'public');
      const wrong: string[] = [];
      for (const decl of calls) {
        const expected = allowed(decl, permissions);
        const status = await callApi(decl, {
          path: decl.probe?.path,
          params: decl.probe?.query,
          skipErrorHandling: true,
        }).then(
          () => 200,
          (e: unknown) => (e instanceof HttpError ? e.status : -1),
        );
        const refused = status === 403;
        // A record-specific read outside a scoped account's scope is refused though the rule allows it.
        if (refused && expected && scoped(permissions) && pathParams(decl.path).length > 0) continue;
        if (refused === expected || (status !== 403 && status >= 400 && !expected)) {
          wrong.push(
            `${decl.id} GET ${fillPath(decl.path, decl.probe?.path)}: ${status}, expected ${expected ? 'an answer' : '403'}`,
          );
        }
      }
      expect(wrong).toEqual([]);
    },
  );
});
