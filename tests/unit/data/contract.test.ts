import { entities } from '@/app/registry';
import { setToken } from '@/auth';
import { setReasonPrompt } from '@/http';
import { createConsoleDataProvider } from '@/app/assembly';

import { tokenFor } from '@/mocks/node';

const dataProvider = createConsoleDataProvider();

// The mock backend answers only signed-in calls.
beforeEach(() => setToken(tokenFor('super@research.test')));
afterEach(() => setToken(null));

const DAY_MS = 86_400_000;
const firstPage = {
  pagination: { page: 1, perPage: 25 },
  sort: { field: 'id', order: 'ASC' as const },
  filter: {},
};

describe('the default dataProvider over the registry and the mock backend', () => {
  it('caches studies, surveys, conditions and links for 24 hours (86,400,000 ms)', () => {
    const ttl = Object.fromEntries(entities.filter((e) => e.cacheTtl).map((e) => [e.name, e.cacheTtl]));
    expect(ttl).toEqual({ studies: DAY_MS, surveys: DAY_MS, conditions: DAY_MS, links: DAY_MS });
  });

  it('pages through the users with the total from the count', async () => {
    const { data, total } = await dataProvider.getList('users', firstPage);
    expect(data).toHaveLength(25);
    expect(total).toBeGreaterThanOrEqual(10_000);
  });

  it('round-trips composite block ids through getList, getMany and getOne', async () => {
    const { data } = await dataProvider.getList('blocks', {
      ...firstPage,
      pagination: { page: 1, perPage: 2 },
    });
    const ids = data.map((r) => r.id);
    expect(ids.every((id) => /^\d+:\d+$/.test(String(id)))).toBe(true);
    const many = await dataProvider.getMany('blocks', { ids });
    expect(many.data.map((r) => r.id)).toEqual(ids);
    const one = await dataProvider.getOne('blocks', { id: ids[0] ?? '' });
    expect(one.data).toEqual(data[0]);
  });

  it('puts a duplicate value on its field with the 409 status', async () => {
    // A participant's personal data is a risky write: the dialog would ask why; here it is given.
    onTestFinished(setReasonPrompt(() => Promise.resolve('Correcting an error')));
    const { data } = await dataProvider.getList('users', {
      ...firstPage,
      pagination: { page: 1, perPage: 2 },
    });
    const [first, second] = data;
    const error: unknown = await dataProvider
      .update('users', { id: second?.id, data: { ...second, email: first?.email }, previousData: second })
      .catch((e: unknown) => e);
    expect(error).toMatchObject({ status: 409, body: { errors: { email: expect.any(String) } } });
  });
});
