// The least a stock react-admin app needs to talk to the console's backend (docs/backend.md): a
// token from the refresh cookie at start, then plain `fetchUtils` calls, nothing cached or batched.
import { fetchUtils, type DataProvider, type GetListParams, type Identifier } from 'react-admin';

const API = '/api';
/** Entities whose schema reads through `/admin/read/...` (`access.read: 'admin'`). */
const ADMIN_READ = new Set(['patients', 'visits', 'documents']);
const HEADERS = { Accept: 'application/json', Client: 'admin' };

async function refreshToken(): Promise<string> {
  const response = await fetch(`${API}/x/token-refresh`, { headers: HEADERS });
  if (!response.ok) throw new Error(`Token refresh failed: ${response.status}`);
  return response.headers.get('token') ?? '';
}

const token = refreshToken();

async function call(path: string, method = 'GET', data?: unknown) {
  const headers = new Headers({ ...HEADERS, Authorization: `Bearer ${await token}` });
  const body = data === undefined ? undefined : JSON.stringify({ data });
  const { json } = await fetchUtils.fetchJson(`${API}${path}`, { method, headers, body });
  return json;
}

function listQuery({ pagination, sort, filter }: Partial<GetListParams>, extra: string[][] = []) {
  const { q, ...rest } = (filter ?? {}) as Record<string, unknown>;
  const params = new URLSearchParams(extra);
  if (pagination) {
    params.set('page', String(pagination.page));
    params.set('page_size', String(pagination.perPage));
  }
  if (sort?.field) {
    params.set('sort', sort.field);
    params.set('order', sort.order.toLowerCase());
  }
  if (typeof q === 'string' && q.trim() !== '') params.set('q', q.trim());
  for (const [field, value] of Object.entries(rest)) params.set(`filter[${field}]`, String(value));
  return params.toString();
}

async function usersList({ pagination, sort, filter }: GetListParams) {
  const { q, ...rest } = (filter ?? {}) as Record<string, unknown>;
  const query = { ...rest, ...(sort?.field && { sort: sort.field, order: sort.order.toLowerCase() }) };
  const search_terms = typeof q === 'string' ? q.trim() : '';
  const page = pagination ? { page: pagination.page, page_size: pagination.perPage } : {};
  const [rows, count] = await Promise.all([
    call('/users/filter', 'POST', { query, search_terms, ...page }),
    call('/users/filter/count', 'POST', { query, search_terms }),
  ]);
  return { data: rows.data, total: count.data.count };
}

const one = (resource: string, id: Identifier) => `/${resource}/${encodeURIComponent(String(id))}`;

export const dataProvider: DataProvider = {
  getList: async (resource, params) => {
    if (resource === 'users') return usersList(params);
    const path = ADMIN_READ.has(resource) ? `/admin/read/${resource}` : `/${resource}`;
    const json = await call(`${path}?${listQuery(params)}`);
    return { data: json.data, total: json.meta.total };
  },
  getOne: async (resource, { id }) => ({ data: (await call(one(resource, id))).data }),
  getMany: async (resource, { ids }) =>
    ids.length === 0 ? { data: [] } : { data: (await call(`/${resource}/by/id/${ids.join(',')}`)).data },
  getManyReference: async (resource, { target, id, ...params }) => {
    const json = ADMIN_READ.has(resource)
      ? await call(
          `/admin/read/${resource}?${listQuery(params, [
            ['by', target],
            ['field', String(id)],
          ])}`,
        )
      : await call(`/${resource}/by/${target}/${encodeURIComponent(String(id))}?${listQuery(params)}`);
    return { data: json.data, total: json.meta.total };
  },
  create: async (resource, { data }) => ({ data: (await call(`/${resource}`, 'POST', data)).data }),
  update: async (resource, { id, data }) => ({ data: (await call(one(resource, id), 'PUT', data)).data }),
  updateMany: async (resource, { ids, data }) => {
    await Promise.all(ids.map((id) => call(one(resource, id), 'PUT', data)));
    return { data: ids };
  },
  // A `204` has no body: the deleted record is then the id alone.
  delete: async (resource, { id }) => ({ data: (await call(one(resource, id), 'DELETE'))?.data ?? { id } }),
  deleteMany: async (resource, { ids }) => {
    await Promise.all(ids.map((id) => call(one(resource, id), 'DELETE')));
    return { data: ids };
  },
};
