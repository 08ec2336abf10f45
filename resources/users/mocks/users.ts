import { http } from 'msw';
import { find, present, rows, schemaOf } from '@/mocks/db';
import { answer, declared } from '@/mocks/lib/declared';
import { checkOf, refusedOn } from '@/mocks/lib/access';
import { accountById, addAccount } from '@/mocks/lib/accounts';
import { createRecord } from '@/mocks/lib/entity-ops';
import { MAX_PAGE_SIZE, pageOf, sortRows } from '@/mocks/lib/query';
import { usersMatching } from '@/mocks/lib/users-query';
import { fail, isObject, notFound, ok, readData, str, type Row } from '@/mocks/lib/respond';
import { duplicateFields, invalidFields, writable } from '@/mocks/lib/validate';
import { usersFilterCount } from '../filter-calls';

const USERS = 'users';

/** The users the body's `query` selects whose email or full name holds every search term. */
function filteredUsers(body: Row): { list: Row[]; sort?: string; order: 'asc' | 'desc' } {
  const query = isObject(body.query) ? body.query : {};
  const { sort, order } = query;
  const terms = (Array.isArray(body.search_terms) ? body.search_terms.join(' ') : str(body.search_terms))
    .toLowerCase()
    .split(/\s+/)
    .filter(Boolean);
  const list = usersMatching(query).filter((u) => {
    const hay = `${str(u.email)} ${str(u.fullname)}`.toLowerCase();
    return terms.every((t) => hay.includes(t));
  });
  return {
    list,
    sort: typeof sort === 'string' ? sort : undefined,
    order: order === 'desc' ? 'desc' : 'asc',
  };
}

function customProperties(user: Row): Row[] {
  const props = isObject(user.custom_properties) ? user.custom_properties : {};
  return Object.entries(props).map(([name, value], i) => ({ id: i + 1, user_id: user.id, name, value }));
}

function withAccount(user: Row): Row {
  const account = accountById(String(user.id));
  return account ? { ...present(USERS, user), permissions: account.permissions } : present(USERS, user);
}

/** Spec §7 user calls: the filter search and count, custom properties, admin reads and creation. */
export const userHandlers = [
  http.post('/api/users/filter', async ({ request }) => {
    const denied = refusedOn(USERS, request, 'list');
    if (denied) return denied;
    const body = await readData(request);
    const { list, sort, order } = filteredUsers(body);
    const sorted = sort || order === 'desc' ? sortRows(list, sort, order) : list;
    const size = Math.min(Math.max(1, Number(body.page_size) || 25), MAX_PAGE_SIZE);
    return ok(pageOf(sorted, Math.max(1, Number(body.page) || 1), size).map((u) => present(USERS, u)));
  }),

  declared(usersFilterCount, async ({ request }) => {
    const denied = refusedOn(USERS, request, 'list');
    if (denied) return denied;
    return answer(usersFilterCount, { count: filteredUsers(await readData(request)).list.length });
  }),

  http.get('/api/users/:id/custom-properties', ({ request, params }) => {
    const denied = refusedOn(USERS, request, 'show');
    if (denied) return denied;
    const user = find(USERS, String(params.id));
    return user ? ok(customProperties(user)) : notFound('User');
  }),

  http.get('/api/admin/users/:id', ({ request, params }) => {
    const denied = refusedOn(USERS, request, 'show');
    if (denied) return denied;
    const user = find(USERS, String(params.id));
    return user ? ok(withAccount(user)) : notFound('User');
  }),

  http.post(
    '/api/admin/users',
    async ({ request }) =>
      refusedOn(USERS, request, 'create') ?? createRecord(USERS, await readData(request)),
  ),

  // A staff member: a user row plus an account that signs in once a password is set. Only
  // permissions the creator holds can be given, so no account can raise its own.
  http.post('/api/admin/admin-users', async ({ request }) => {
    const denied = refusedOn(USERS, request, 'create');
    if (denied) return denied;
    const body = await readData(request);
    const data = { ...writable(schemaOf(USERS), body), email: str(body.email), fullname: str(body.fullname) };
    const invalid = invalidFields(schemaOf(USERS), data, true);
    if (!data.email.includes('@')) invalid.email = 'must be a valid email';
    if (Object.keys(invalid).length > 0) return fail(422, 'The given data was invalid.', invalid);
    const taken = duplicateFields(schemaOf(USERS), rows(USERS), data);
    if (Object.keys(taken).length > 0)
      return fail(409, 'The given data conflicts with an existing record.', taken);
    const permissions = Array.isArray(body.permissions)
      ? body.permissions.filter((p) => typeof p === 'string')
      : [];
    const check = checkOf(request);
    if (!permissions.every((p) => check([p])))
      return fail(403, 'You cannot give permissions you do not hold.');
    const account = addAccount(
      {
        email: data.email,
        fullname: data.fullname,
        permissions,
        password: '',
        acceptedTermsAt: null,
        needsDeviceCode: false,
      },
      { ...data, role_list: ['admin'] },
    );
    return ok(withAccount(find(USERS, account.id) ?? { id: account.id, ...data }), { status: 201 });
  }),
];
