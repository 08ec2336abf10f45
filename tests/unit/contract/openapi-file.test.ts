import { readFileSync, writeFileSync } from 'node:fs';
import { allCalls } from '@/app/contract';
import { entities } from '@/app/registry';
import { buildCallsTable, buildOpenApi, pathParams } from '@/contract';
import { DEMO_ACCOUNTS } from '@/mocks/db/demo';
import { buildAccessDoc } from '../../support/access-doc';

// `npm run contract` runs this file with CONTRACT_WRITE=1 to write the document; CI runs it to
// fail when the document no longer matches the declarations.
const FILE = 'docs/openapi.json';
const TABLE = 'docs/calls.md';
const ACCESS = 'docs/access.md';

describe('the API contract', () => {
  it('docs/openapi.json is what the declarations generate (run `npm run contract` after a change)', async () => {
    const text = `${JSON.stringify(buildOpenApi(await allCalls()), null, 2)}\n`;
    if (process.env.CONTRACT_WRITE === '1') writeFileSync(FILE, text);
    expect(readFileSync(FILE, 'utf8') === text, `${FILE} is stale: run npm run contract`).toBe(true);
  });

  it('docs/calls.md is the table the declarations generate (run `npm run contract` after a change)', async () => {
    const text = buildCallsTable(await allCalls());
    if (process.env.CONTRACT_WRITE === '1') writeFileSync(TABLE, text);
    expect(readFileSync(TABLE, 'utf8') === text, `${TABLE} is stale: run npm run contract`).toBe(true);
  });

  it('docs/access.md is what the rule table generates (run `npm run contract` after a change)', async () => {
    const text = buildAccessDoc(entities, await allCalls(), DEMO_ACCOUNTS);
    if (process.env.CONTRACT_WRITE === '1') writeFileSync(ACCESS, text);
    expect(readFileSync(ACCESS, 'utf8') === text, `${ACCESS} is stale: run npm run contract`).toBe(true);
  });

  it('declares each call once, under a unique id, with its kind and access', async () => {
    const calls = await allCalls();
    const ids = calls.map((c) => c.id);
    expect(ids.filter((id, i) => ids.indexOf(id) !== i)).toEqual([]);
    // Two areas may declare one call (areas never import each other): the same kind and path, and
    // the document asks the answer to satisfy both.
    const byRoute = new Map<string, (typeof calls)[number]>();
    for (const call of calls) {
      const route = `${call.method} ${call.path.replace(/\{[^}]+\}/g, '{}')}`;
      const first = byRoute.get(route);
      if (!first) byRoute.set(route, call);
      else
        expect({ route, kind: call.kind, path: call.path }).toEqual({
          route,
          kind: first.kind,
          path: first.path,
        });
    }
    for (const call of calls) {
      expect(['spec', 'extension']).toContain(call.kind);
      expect(call.access).toBeDefined();
      if (call.kind === 'extension') expect(call.degrade, call.id).toBeTruthy();
      if (call.probe) expect(call.method, call.id).toBe('GET');
      for (const name of pathParams(call.path))
        expect(call.probe?.path?.[name] ?? name, call.id).toBeTruthy();
    }
  });

  it('names the spec calls of §7 that the console makes', async () => {
    const routes = new Set((await allCalls()).map((c) => `${c.method} ${c.path}`));
    for (const route of [
      'GET /x/token-refresh',
      'GET /admin/client-settings',
      'GET /admin/locales',
      'GET /user',
      'GET /z/{entity}/search',
      'POST /users/filter/count',
      'GET /admin/genes/variants',
      'DELETE /segments/{id}',
    ]) {
      expect(routes, route).toContain(route);
    }
  });
});
