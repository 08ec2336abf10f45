import { fireEvent, within } from '@testing-library/react';
import { vi } from 'vitest';
import { appRoutes } from '@/app/assembly';
import { preloadScreen } from '@/app/app-router';
import { EntityEditPage, EntityShowPage } from '@/engine/screens';
import { RichTextDisplayBody, RichTextEditor } from '@/engine/widgets/rich-text-chunks';
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

describe('a record path fetches its view’s code, and the rich text editor its form will show', () => {
  function spies() {
    const spy = (target: { preload: () => Promise<unknown> }) =>
      vi.spyOn(target, 'preload').mockResolvedValue(undefined);
    return {
      edit: spy(EntityEditPage),
      show: spy(EntityShowPage),
      editor: spy(RichTextEditor),
      display: spy(RichTextDisplayBody),
    };
  }

  test('a blog post’s own path (/blogposts/{id}): the edit view and the editor', () => {
    const s = spies();
    preloadScreen('/blogposts/7');
    expect(s.edit).toHaveBeenCalledTimes(1);
    expect(s.editor).toHaveBeenCalledTimes(1);
    expect(s.show).not.toHaveBeenCalled();
    expect(s.display).not.toHaveBeenCalled();
  });

  test('a blog post’s page: the show view and the rich text display', () => {
    const s = spies();
    preloadScreen('/blog-posts/7/show');
    expect(s.show).toHaveBeenCalledTimes(1);
    expect(s.display).toHaveBeenCalledTimes(1);
    expect(s.editor).not.toHaveBeenCalled();
  });

  test('a record without rich text fetches its view only', () => {
    const s = spies();
    preloadScreen('/partners/1');
    expect(s.edit).toHaveBeenCalledTimes(1);
    expect(s.editor).not.toHaveBeenCalled();
    expect(s.display).not.toHaveBeenCalled();
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
