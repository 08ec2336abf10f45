import { act, renderHook } from '@testing-library/react';
import { hasPermission, setToken, usePermissionCheck } from '@/auth';
import { makeToken } from '../http/support';

describe('spec §6: a check takes one or several names and passes if any is held (or all, when all are required)', () => {
  const held = ['perm.admin_client.feature.users', 'perm.flows_blocks.read_all'];

  test('one name', () => {
    expect(hasPermission(held, 'perm.admin_client.feature.users')).toBe(true);
    expect(hasPermission(held, 'perm.admin_client.feature.labs')).toBe(false);
  });

  test('several names, any', () => {
    expect(hasPermission(held, ['perm.admin_client.feature.labs', 'perm.flows_blocks.read_all'])).toBe(true);
    expect(hasPermission(held, ['perm.admin_client.feature.labs', 'perm.admin_menu.templates'])).toBe(false);
  });

  test('several names, all', () => {
    expect(hasPermission(held, held, 'all')).toBe(true);
    expect(hasPermission(held, [...held, 'perm.admin_client.feature.labs'], 'all')).toBe(false);
  });

  test('an empty requirement asks for nothing', () => {
    expect(hasPermission([], [])).toBe(true);
  });

  test('no permissions held fails any named check', () => {
    expect(hasPermission([], 'perm.admin_client.feature.users')).toBe(false);
  });
});

describe('spec §6: perm.superuser passes every check', () => {
  test('any and all', () => {
    expect(hasPermission(['perm.superuser'], 'perm.admin_client.feature.labs')).toBe(true);
    expect(hasPermission(['perm.superuser'], ['a', 'b'], 'all')).toBe(true);
  });
});

describe('contract: usePermissionCheck follows the token', () => {
  test('re-renders with the new permissions when the token changes', () => {
    const { result } = renderHook(() => usePermissionCheck());
    expect(result.current('perm.admin_client.feature.kits')).toBe(false);
    act(() => setToken(makeToken({ permissions: ['perm.admin_client.feature.kits'] })));
    expect(result.current('perm.admin_client.feature.kits')).toBe(true);
    act(() => setToken(null));
    expect(result.current('perm.admin_client.feature.kits')).toBe(false);
  });
});
