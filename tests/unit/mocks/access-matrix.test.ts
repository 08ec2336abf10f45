import { entities } from '@/app/registry';
import { tokenFor } from '@/mocks/node';
import {
  ACCOUNT_EMAILS,
  ACCOUNTS,
  EXTERNAL_SCOPE,
  mayRead,
  mayWrite,
  type Account,
} from '../../fixtures/access';
import { api, dataOf, totalOf } from './helpers';

type Row = Record<string, unknown>;

const tokenOf = (account: Account) => tokenFor(ACCOUNT_EMAILS[account]);
const cells = entities.flatMap((schema) => ACCOUNTS.map((account) => [schema.name, account] as const));
const schemaOf = (name: string) => entities.find((e) => e.name === name) ?? entities[0]!;
const readPath = (name: string) => {
  const schema = schemaOf(name);
  return schema.access.read === 'admin' ? `/admin/read/${schema.endpoint}` : `/${schema.endpoint}`;
};

/** The id of a row to ask about: the first the account sees, or the superuser's when it sees none. */
async function firstId(name: string, account: Account = 'super'): Promise<string | undefined> {
  const token = tokenOf(mayRead(name, account) ? account : 'super');
  const rows = dataOf<Row[]>(await api(`${readPath(name)}?page_size=1`, { token }));
  return rows[0] === undefined ? undefined : String(rows[0].id);
}

describe('the mock refuses what the console refuses: every entity × every demo account', () => {
  it.each(cells)('%s as %s: reads answer 200 or 403 as the table says', async (name, account) => {
    const token = tokenOf(account);
    const schema = schemaOf(name);
    const expected = mayRead(name, account) ? 200 : 403;
    const list = await api(`${readPath(name)}?page_size=1`, { token });
    expect(list.status).toBe(expected);
    if (expected === 403) expect(list.body).toEqual({ message: expect.any(String) as unknown });
    const id = await firstId(name);
    if (id !== undefined) {
      expect((await api(`/${schema.endpoint}/by/id/${id}`, { token })).status).toBe(expected);
      const search = await api(`/z/${schema.endpoint}/search?id=${id}`, { token });
      expect(search.status).toBe(expected);
    }
  });

  it.each(cells)('%s as %s: writes answer 403 without the permission', async (name, account) => {
    const token = tokenOf(account);
    const schema = schemaOf(name);
    // Inside the account's own scope (an external study), where the refusal is about permission.
    const data = account === 'external' ? (EXTERNAL_SCOPE[name]?.own ?? {}) : {};
    const created = await api(`/${schema.endpoint}`, { method: 'POST', data, token });
    if (!mayRead(name, account) || (!mayWrite(name, account) && schema.access.create !== 'none'))
      expect(created.status).toBe(403);
    else expect(created.status).not.toBe(403);
    const id = await firstId(name, account);
    if (id === undefined) return;
    const changed = await api(`/${schema.endpoint}/${id}`, { method: 'PUT', data: {}, token });
    if (!mayRead(name, account) || (!mayWrite(name, account) && schema.access.update !== 'none'))
      expect(changed.status).toBe(403);
    else expect(changed.status).not.toBe(403);
  });
});

describe('the external-studies scope follows references, in the mock too', () => {
  const external = () => tokenOf('external');

  it.each(Object.entries(EXTERNAL_SCOPE))('%s lists only rows of external studies', async (name, scope) => {
    const path = `${readPath(name)}?page_size=1000`;
    const all = await api(path);
    const seen = await api(path, { token: external() });
    expect(totalOf(seen)).toBeLessThan(totalOf(all) ?? 0);
    const studies = new Map(
      dataOf<Row[]>(await api('/studies?page_size=1000')).map((s) => [String(s.id), s.is_external]),
    );
    for (const row of dataOf<Row[]>(seen)) {
      if (scope.own) expect(row).toMatchObject(scope.own);
      const studyId = scope.via ? row[scope.via] : undefined;
      if (studyId !== undefined && studyId !== null) expect(studies.get(String(studyId))).toBe(true);
    }
  });

  it('refuses an internal study and its links by id, and offers only external studies to pickers', async () => {
    const internal = dataOf<Row[]>(await api('/studies?filter[is_external]=false&page_size=1'))[0];
    expect((await api(`/studies/${String(internal?.id)}`, { token: external() })).status).toBe(403);
    expect((await api(`/admin/studies/${String(internal?.id)}`, { token: external() })).status).toBe(403);
    const link = dataOf<Row[]>(await api(`/links?filter[study_id]=${String(internal?.id)}&page_size=1`))[0];
    if (link) expect((await api(`/links/${String(link.id)}`, { token: external() })).status).toBe(403);
    const picked = dataOf<Row[]>(await api('/z/studies/search?title=', { token: external() }));
    expect(picked.length).toBeGreaterThan(0);
    expect(picked.every((s) => s.is_external === true)).toBe(true);
  });

  it('refuses to move an external record outside the scope', async () => {
    const own = dataOf<Row[]>(await api('/studies?filter[is_external]=true&page_size=1'))[0];
    const internal = dataOf<Row[]>(await api('/studies?filter[is_external]=false&page_size=1'))[0];
    const put = await api(`/studies/${String(own?.id)}`, {
      method: 'PUT',
      data: { is_external: false },
      token: external(),
    });
    expect(put.status).toBe(403);
    const link = await api('/links', {
      method: 'POST',
      data: { title: 'Into an internal study', slug: 'into-internal', study_id: internal?.id },
      token: external(),
    });
    expect(link.status).toBe(403);
    expect(dataOf<Row>(await api(`/studies/${String(own?.id)}`)).is_external).toBe(true);
  });
});

describe('participants stay hidden from accounts without the users permission', () => {
  it.each(['external', 'device'] as const)('%s gets 403 on every users call', async (account) => {
    const token = tokenOf(account);
    expect((await api('/users/by/id/6,7', { token })).status).toBe(403);
    expect((await api('/z/users/search?fullname=a', { token })).status).toBe(403);
    expect((await api('/admin/users/6', { token })).status).toBe(403);
    expect((await api('/admin/read/users?by=id&field=6', { token })).status).toBe(403);
    expect((await api('/users/filter', { method: 'POST', data: {}, token })).status).toBe(403);
    expect((await api('/users/filter/count', { method: 'POST', data: {}, token })).status).toBe(403);
    expect((await api('/users/6/custom-properties', { token })).status).toBe(403);
    expect((await api('/admin/read/call-logs', { token })).status).toBe(403);
  });
});

describe('no account raises its own permissions', () => {
  it('refuses roles and role permissions to anyone but the superuser', async () => {
    for (const account of ['staff', 'external', 'newstaff', 'device'] as const) {
      const token = tokenOf(account);
      const role = await api('/roles', { method: 'POST', data: { name: 'Escalated' }, token });
      expect(role.status).toBe(403);
      const grant = await api('/role-permissions', {
        method: 'POST',
        data: { role_id: 1, permission_id: 1 },
        token,
      });
      expect(grant.status).toBe(403);
    }
  });

  it('creates staff accounts only with permissions the creator holds', async () => {
    const data = {
      email: 'escalated@research.test',
      fullname: 'Escalated Staff',
      permissions: ['perm.superuser'],
    };
    const refused = await api('/admin/admin-users', { method: 'POST', data, token: tokenOf('staff') });
    expect(refused.status).toBe(403);
    expect(refused.body).toEqual({ message: 'You cannot give permissions you do not hold.' });
    expect((await api('/admin/admin-users', { method: 'POST', data })).status).toBe(201);
  });
});
