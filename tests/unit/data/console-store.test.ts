import { QueryClient } from '@tanstack/react-query';
import { consoleStore, PREFERENCES_STORAGE_PREFIX } from '@/app/console-store';
import { bindSessionData } from '@/app/session-data';
import { setToken } from '@/auth';
import { tokenFor } from './helpers';

const COLUMNS = 'preferences.sites.datagrid.columns';

function started() {
  const store = consoleStore(localStorage);
  store.setup();
  return store;
}

describe('the console store: memory only, except each user column choices', () => {
  afterEach(() => {
    localStorage.clear();
    setToken(null);
  });

  it('keeps column choices per user in local storage, and never list parameters', () => {
    const store = started();
    store.setUser(7);
    store.setItem(COLUMNS, ['0', '2']);
    store.setItem('users.listParams', { filter: { q: 'olivia' }, page: 2 });
    expect(JSON.parse(localStorage.getItem(`${PREFERENCES_STORAGE_PREFIX}7`) ?? '{}')).toEqual({
      [COLUMNS]: ['0', '2'],
    });
    expect(JSON.stringify({ ...localStorage })).not.toContain('olivia');
    expect(store.getItem('users.listParams')).toEqual({ filter: { q: 'olivia' }, page: 2 });
  });

  it('gives a reloaded console the same user column choices, and another user none of them', () => {
    const first = started();
    first.setUser(7);
    first.setItem(COLUMNS, ['1']);

    const reloaded = started();
    reloaded.setUser(7);
    expect(reloaded.getItem(COLUMNS)).toEqual(['1']);
    reloaded.setUser(8);
    expect(reloaded.getItem(COLUMNS)).toBeUndefined();
    reloaded.setUser(7);
    expect(reloaded.getItem(COLUMNS)).toEqual(['1']);
  });

  it('keeps column choices through a sign-out, forgets a removed one, and survives broken storage text', () => {
    const store = started();
    store.setUser(7);
    store.setItem(COLUMNS, ['1']);
    store.reset();
    store.setUser(null);
    store.setUser(7);
    expect(store.getItem(COLUMNS)).toEqual(['1']);
    store.removeItem(COLUMNS);
    expect(localStorage.getItem(`${PREFERENCES_STORAGE_PREFIX}7`)).toBe('{}');
    localStorage.setItem(`${PREFERENCES_STORAGE_PREFIX}9`, 'not json');
    store.setUser(9);
    expect(store.getItem(COLUMNS)).toBeUndefined();
  });

  it('follows the user the token names when bound to the session', () => {
    localStorage.setItem(`${PREFERENCES_STORAGE_PREFIX}1`, JSON.stringify({ [COLUMNS]: ['3'] }));
    setToken(tokenFor(1));
    const store = started();
    const stop = bindSessionData(new QueryClient(), store);
    expect(store.getItem(COLUMNS)).toEqual(['3']);
    store.setItem('users.listParams', { filter: { q: 'olivia' } });
    setToken(tokenFor(2));
    expect(store.getItem(COLUMNS)).toBeUndefined();
    expect(store.getItem('users.listParams')).toBeUndefined();
    stop();
  });
});
