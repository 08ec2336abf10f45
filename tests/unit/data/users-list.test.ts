import { createDataProvider } from '@/data';
import { getUsersList } from '@resources/users/api';
import { answer, fixtures } from './helpers';

const users = [{ id: 1, email: 'ada@example.test' }];

describe('users list: POST /users/filter and POST /users/filter/count', () => {
  it('sends query, page, page_size and search_terms, and takes the total from the count', async () => {
    const list = answer('post', '/users/filter', { data: users });
    const count = answer('post', '/users/filter/count', { data: { count: 10_000 } });
    const result = await createDataProvider(fixtures, { users: { getList: getUsersList } }).getList('users', {
      pagination: { page: 3, perPage: 50 },
      sort: { field: 'email', order: 'ASC' },
      filter: { q: 'ada', cohort: 'alpha', email_validated: true },
    });
    expect(result).toEqual({ data: users, total: 10_000 });
    const query = { cohort: 'alpha', email_validated: true, sort: 'email', order: 'asc' };
    expect(list.map((r) => r.body)).toEqual([
      { data: { query, page: 3, page_size: 50, search_terms: 'ada' } },
    ]);
    expect(count.map((r) => r.body)).toEqual([{ data: { query, search_terms: 'ada' } }]);
  });

  it('asks for rows and count in parallel', async () => {
    let open = 0;
    let mostOpen = 0;
    const slowly = (body: unknown) => async () => {
      open += 1;
      mostOpen = Math.max(mostOpen, open);
      await new Promise((resolve) => setTimeout(resolve, 30));
      open -= 1;
      return Response.json(body);
    };
    answer('post', '/users/filter', slowly({ data: users }));
    answer('post', '/users/filter/count', slowly({ data: { count: 1 } }));
    const result = await createDataProvider(fixtures, { users: { getList: getUsersList } }).getList('users', {
      pagination: { page: 1, perPage: 25 },
      sort: { field: 'id', order: 'DESC' },
      filter: {},
    });
    expect(result).toEqual({ data: users, total: 1 });
    expect(mostOpen).toBe(2);
  });

  it('sends empty search_terms when nothing is searched', async () => {
    const list = answer('post', '/users/filter', { data: [] });
    answer('post', '/users/filter/count', { data: { count: 0 } });
    await createDataProvider(fixtures, { users: { getList: getUsersList } }).getList('users', {
      pagination: { page: 1, perPage: 25 },
      sort: { field: 'id', order: 'DESC' },
      filter: { q: '   ' },
    });
    expect(list[0]?.body).toEqual({
      data: { query: { sort: 'id', order: 'desc' }, page: 1, page_size: 25, search_terms: '' },
    });
  });
});

describe('users list: another page or page size of the same search does not count again', () => {
  const read = (perPage: number, page = 1, q?: string) =>
    createDataProvider(fixtures, { users: { getList: getUsersList } }).getList('users', {
      pagination: { page, perPage },
      sort: { field: 'email', order: 'DESC' },
      filter: q ? { q } : {},
    });

  it('25 to 500 rows and page 2 reuse the total; the same page again, or another search, counts', async () => {
    answer('post', '/users/filter', { data: users });
    const count = answer('post', '/users/filter/count', { data: { count: 10_000 } });
    await read(25);
    await read(500);
    await read(500, 2);
    expect(count).toHaveLength(1);
    expect((await read(500, 2)).total).toBe(10_000);
    expect(count).toHaveLength(2);
    await read(500, 2, 'ada');
    expect(count).toHaveLength(3);
  });
});
