import { setToken } from '@/auth';
import { runSignOutHooks } from '@/auth/sign-out';
import { bindDataCachesToSession, createDataProvider } from '@/data';
import { answer, fixtures, tokenFor } from './helpers';

const listParams = {
  pagination: { page: 1, perPage: 25 },
  sort: { field: 'id', order: 'ASC' as const },
  filter: {},
};

describe('cache is invalidated on sign-out or user switch', () => {
  // The app binds the caches once at start-up; these tests bind them the same way.
  let unbind: () => void;
  beforeAll(() => {
    unbind = bindDataCachesToSession();
  });
  afterAll(() => unbind());
  afterEach(() => setToken(null));

  async function readTwiceAround(change: () => void | Promise<void>): Promise<number> {
    const seen = answer('get', '/studies', { data: [], meta: { total: 0 } });
    const provider = createDataProvider(fixtures);
    await provider.getList('studies', listParams);
    await change();
    await provider.getList('studies', listParams);
    return seen.length;
  }

  it('keeps cached reads when the token is refreshed for the same user', async () => {
    setToken(tokenFor(1));
    expect(await readTwiceAround(() => setToken(tokenFor(1).replace('.sig', '.sig2')))).toBe(1);
  });

  it('drops cached reads when the token names another user', async () => {
    setToken(tokenFor(1));
    expect(await readTwiceAround(() => setToken(tokenFor(2)))).toBe(2);
  });

  it('drops cached reads on sign-out', async () => {
    expect(await readTwiceAround(() => runSignOutHooks())).toBe(2);
  });
});
