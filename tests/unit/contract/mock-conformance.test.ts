import { allCalls } from '@/app/contract';
import { entities } from '@/app/registry';
import { setToken } from '@/auth';
import { callApi, callPaged, crudCalls, fillPath } from '@/contract';
import { tokenFor } from '@/mocks/node';

// The mock's seeded data read through the contract, as the superuser: every entity's generic
// reads, and every read the contract marks safe to probe. A drift between mock and contract fails.

const declOf = (name: string, call: string) => {
  const entity = entities.find((e) => e.name === name);
  const decl = entity && crudCalls(entity).find((c) => c.id === `${name}.${call}`);
  if (!decl) throw new Error(`no ${name}.${call}`);
  return decl;
};

describe('the mock keeps the contract', () => {
  beforeEach(() => setToken(tokenFor('super@research.test')));

  it.each(entities.filter((e) => crudCalls(e).some((c) => c.id === `${e.name}.list`)).map((e) => e.name))(
    '%s: a page of the list, one record and the records by id parse',
    async (name) => {
      const list = declOf(name, 'list');
      const page = await callPaged(list, { params: { page: 1, page_size: 5 } });
      expect(typeof page.total).toBe('number');
      const rows = page.data as ReadonlyArray<{ id?: string | number }>;
      const id = rows.find((r) => r.id !== undefined)?.id;
      if (id === undefined) return;
      await expect(callApi(declOf(name, 'one'), { path: { id } })).resolves.toMatchObject({ id });
      const by = await callApi(declOf(name, 'by'), { path: { field: 'id', value: id } });
      expect(by).toEqual([expect.objectContaining({ id })]);
    },
  );

  it('every probe-able read answers 200 and parses', async () => {
    const probes = (await allCalls()).filter((c) => c.probe);
    expect(probes.length).toBeGreaterThan(0);
    const failures: string[] = [];
    for (const decl of probes) {
      const target = fillPath(decl.path, decl.probe?.path);
      await callApi(decl, {
        path: decl.probe?.path,
        params: decl.probe?.query,
        skipErrorHandling: true,
      }).catch((e: unknown) =>
        failures.push(`${decl.id} ${target}: ${e instanceof Error ? e.message : String(e)}`),
      );
    }
    expect(failures).toEqual([]);
  });
});
