import { QueryClient } from '@tanstack/react-query';
import { memoryStore } from 'react-admin';
import { bindSessionData } from '@/app/session-data';
import { setToken } from '@/auth';
import { tokenFor } from './helpers';

describe("react-admin's query cache and store belong to the signed-in user", () => {
  let stop: () => void = () => undefined;
  afterEach(() => {
    stop();
    setToken(null);
  });

  function seeded() {
    const queryClient = new QueryClient();
    const store = memoryStore();
    store.setup();
    queryClient.setQueryData(['users', 'getList', {}], {
      data: [{ id: 1, email: 'a@example.org' }],
      total: 1,
    });
    store.setItem('users.listParams', { filter: { email: 'a@example.org' } });
    stop = bindSessionData(queryClient, store);
    return { queryClient, store };
  }

  const cached = (queryClient: QueryClient) => queryClient.getQueryData(['users', 'getList', {}]);

  it('keeps both when the token is refreshed for the same user', () => {
    setToken(tokenFor(1));
    const { queryClient, store } = seeded();
    setToken(tokenFor(1).replace('.sig', '.sig2'));
    expect(cached(queryClient)).toBeDefined();
    expect(store.getItem('users.listParams')).toEqual({ filter: { email: 'a@example.org' } });
  });

  it('empties both when a new sign-in names another user, with no sign-out before it', () => {
    setToken(tokenFor(1));
    const { queryClient, store } = seeded();
    setToken(tokenFor(2));
    expect(cached(queryClient)).toBeUndefined();
    expect(store.getItem('users.listParams')).toBeUndefined();
  });

  it('empties both when the session ends', () => {
    setToken(tokenFor(1));
    const { queryClient, store } = seeded();
    setToken(null);
    expect(cached(queryClient)).toBeUndefined();
    expect(store.getItem('users.listParams')).toBeUndefined();
  });

  it('leaves what start-up put there when the first user signs in', () => {
    const { queryClient, store } = seeded();
    setToken(tokenFor(1));
    expect(cached(queryClient)).toBeDefined();
    expect(store.getItem('users.listParams')).toBeDefined();
  });
});
