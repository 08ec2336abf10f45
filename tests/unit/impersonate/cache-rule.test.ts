import { QueryClient } from '@tanstack/react-query';
import { impersonationKeys, resetForIdentity } from '@resources/impersonate/api';
import { mustClearCaches } from '@resources/impersonate/cache-rule';
import type { Impersonation } from '@resources/impersonate/types';

describe("the console's caches are cleared on start and stop", () => {
  it('clears when acting starts, stops, or moves to another user', () => {
    expect(mustClearCaches(null, 42)).toBe(true);
    expect(mustClearCaches(42, null)).toBe(true);
    expect(mustClearCaches(42, 43)).toBe(true);
  });

  it('keeps them while the identity stays the same, and on first learning it', () => {
    expect(mustClearCaches(null, null)).toBe(false);
    expect(mustClearCaches(42, 42)).toBe(false);
    expect(mustClearCaches(undefined, 42)).toBe(false);
    expect(mustClearCaches(undefined, null)).toBe(false);
    expect(mustClearCaches(42, undefined)).toBe(false);
  });

  it('drops every read but whom the console acts as, which is set at once', () => {
    const client = new QueryClient();
    client.setQueryData(['users', 'getOne', { id: '42' }], { id: 42, fullname: 'Ada Lovelace' });
    client.setQueryData(['call-logs', 'of-user', '42'], [{ id: 1 }]);
    const started = { id: 9, user_id: 42, user_name: 'Ada Lovelace' } as Impersonation;
    resetForIdentity(client, started);
    expect(client.getQueryData(['users', 'getOne', { id: '42' }])).toBeUndefined();
    expect(client.getQueryData(['call-logs', 'of-user', '42'])).toBeUndefined();
    expect(client.getQueryData(impersonationKeys.current)).toEqual(started);
  });
});
