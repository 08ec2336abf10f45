import { fireEvent, within } from '@testing-library/react';
import { vi } from 'vitest';
import { appRoutes } from '@/app/assembly';
import { preloadScreen } from '@/app/app-router';
import { isPreloadable } from '@/ui/lazy-screen';
import { ACCOUNTS, mainMenu, renderApp, signInAs } from './render-app';

function screenAt(path: string) {
  const route = appRoutes.find((r) => r.path === path);
  if (route?.resolution.kind !== 'screen' || !isPreloadable(route.resolution.component))
    throw new Error(`${path} is not a lazily loaded screen`);
  return route.resolution.component;
}

afterEach(() => {
  vi.restoreAllMocks();
});

describe('the landing screen is fetched while the session is checked', () => {
  test('a path fetches the code of the screen it matches, and only that one', () => {
    const login = vi.spyOn(screenAt('/login'), 'preload').mockResolvedValue(undefined);
    const forgot = vi.spyOn(screenAt('/forgot-password'), 'preload').mockResolvedValue(undefined);
    preloadScreen('/login');
    expect(login).toHaveBeenCalledTimes(1);
    expect(forgot).not.toHaveBeenCalled();
  });

  test('parameters in the path still match their screen', () => {
    const route = appRoutes.find((r) => r.path.startsWith('/resetpass/'));
    if (!route) throw new Error('no reset-password route');
    const preload = vi.spyOn(screenAt(route.path), 'preload').mockResolvedValue(undefined);
    preloadScreen('/resetpass/abc123');
    expect(preload).toHaveBeenCalledTimes(1);
  });

  test('a path without a screen of its own fetches nothing and does not throw', () => {
    const login = vi.spyOn(screenAt('/login'), 'preload').mockResolvedValue(undefined);
    expect(() => preloadScreen('/no/such/page')).not.toThrow();
    expect(() => preloadScreen('/users')).not.toThrow();
    expect(login).not.toHaveBeenCalled();
  });
});

describe('a menu entry fetches its screen when pointed at or focused', () => {
  test('KitLink: pointing at the entry, then tabbing to it, starts loading its screen', async () => {
    const preload = vi.spyOn(screenAt('/kitlink'), 'preload').mockResolvedValue(undefined);
    signInAs(ACCOUNTS.super);
    renderApp('/users');
    const entry = within(await mainMenu()).getByRole('link', { name: 'KitLink' });
    expect(preload).not.toHaveBeenCalled();
    fireEvent.pointerEnter(entry);
    expect(preload).toHaveBeenCalledTimes(1);
    fireEvent.focus(entry);
    expect(preload).toHaveBeenCalledTimes(2);
  });
});
