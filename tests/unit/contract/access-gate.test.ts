import { allCalls } from '@/app/contract';
import { entities } from '@/app/registry';
import { fillPath, mayCall, pathParams, type CallDecl } from '@/contract';
import { DEMO_ACCOUNTS } from '@/mocks/db/demo';
import { tokenFor } from '@/mocks/node';

// Every call the contract declares, every demo account: where the access table says no, the mock
// answers 403 whatever the call (reads and writes, custom areas included), before any handler
// could act. Where it says yes, the mock never refuses a probe-able read (access-probes.test.ts).

const lookup = (name: string) => entities.find((e) => e.name === name);

/** Path values a request can carry without knowing the data: the probe's, else `1` (an entity: sites). */
function samplePath(decl: CallDecl): Record<string, string | number> {
  const values: Record<string, string | number> = {};
  const entityParam =
    typeof decl.access !== 'string' && 'entityParam' in decl.access && decl.access.entityParam;
  for (const name of pathParams(decl.path)) {
    values[name] = decl.probe?.path?.[name] ?? (name === entityParam ? 'sites' : 1);
  }
  return values;
}

/**
 * The calls anyone signed in (or no one) may make: the session's own, never a record. Ending an
 * impersonation is made with the impersonation token (the target's permissions): the server judges
 * it by the token's `act` claim instead.
 */
const OPEN = /^(auth\.|user\.current$|client-settings$|locales\.all$|impersonate:stop$)/;

const holds = (permissions: readonly string[]) => (names: readonly string[]) =>
  permissions.includes('perm.superuser') || names.some((n) => permissions.includes(n));

describe('the mock refuses every call the access table denies', () => {
  it('every call names its access (none is left undeclared)', async () => {
    const calls = await allCalls();
    const open = calls.filter((c) => c.access === 'signed-in' || c.access === 'public').map((c) => c.id);
    expect(open.filter((id) => !OPEN.test(id))).toEqual([]);
  });

  it.each(DEMO_ACCOUNTS.filter((a) => a.termsAccepted).map((a) => [a.email, a.permissions] as const))(
    'as %s',
    async (email, permissions) => {
      const token = tokenFor(email);
      const calls = (await allCalls()).filter((c) => typeof c.access !== 'string');
      const wrong: string[] = [];
      let denied = 0;
      for (const decl of calls) {
        const values = samplePath(decl);
        if (mayCall(decl, holds(permissions), lookup, values)) continue;
        denied += 1;
        const res = await fetch(`${location.origin}/api${fillPath(decl.path, values)}`, {
          method: decl.method,
          headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' },
          ...(decl.method === 'GET' ? {} : { body: JSON.stringify({ data: {} }) }),
        });
        if (res.status !== 403) wrong.push(`${decl.id} ${decl.method} ${decl.path}: ${res.status}`);
      }
      expect(wrong).toEqual([]);
      // The superuser is denied nothing; everyone else is denied something.
      expect(denied > 0).toBe(!permissions.includes('perm.superuser'));
    },
  );
});
