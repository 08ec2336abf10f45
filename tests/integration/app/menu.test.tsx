import { GrowthBook } from '@growthbook/growthbook-react';
import { fireEvent, renderHook, screen, waitFor, within } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MENU } from '@/app/assembly';
import { isHighlighted, targetFor, visibleEntries, type MenuEntry } from '@/shell/menu';
import { useVisibleMenu } from '@/shell/menu-hooks';
import { hasPermission } from '@/auth';
import { GrowthBookFlags } from '@/integrations/growthbook-flags';
import { MENU_LABELS, VISIBLE_MENU } from '../../fixtures/menu';
import { ACCOUNTS, mainMenu, renderApp, signInAs } from './render-app';

const visibleFor: Record<keyof typeof ACCOUNTS, readonly string[]> = VISIBLE_MENU;

describe('spec §2 admin menu: the 13 entries, then Audit', () => {
  it('has the spec labels, targets and highlighted routes, in order', () => {
    expect(MENU.map((e) => e.target)).toEqual([
      '/users/',
      '/cohorts/',
      '/studies/',
      '/flows/',
      '/blogpost-list',
      '/sites/',
      '/kitlink/',
      '/order-list',
      '/kit-list',
      '/emails/',
      '/role-list',
      '/impersonate',
      '/labs/',
      '/audit',
    ]);
    expect(MENU.find((e) => e.id === 'studies')?.highlight).toEqual(['/studies/[[study_id]]']);
    expect(MENU.find((e) => e.id === 'roles')?.permissions).toEqual(['perm.superuser']);
  });
});

describe('spec §6: an entry shows only with one of its permissions', () => {
  // newstaff is sent to the licence agreement first; the pure check below covers that account.
  const rendered = Object.entries(visibleFor).filter(([a]) => a !== 'newstaff') as Array<
    [keyof typeof ACCOUNTS, string[]]
  >;
  for (const [account, labels] of rendered) {
    it(`menu as ${ACCOUNTS[account]}`, async () => {
      signInAs(ACCOUNTS[account]);
      renderApp('/');
      const menu = await mainMenu();
      await waitFor(() => expect(within(menu).getAllByRole('link').length).toBeGreaterThan(0));
      for (const label of MENU_LABELS) {
        expect(within(menu).queryAllByRole('link', { name: label }), label).toHaveLength(
          labels.includes(label) ? 1 : 0,
        );
      }
    });
  }

  it('gives newstaff (users only) exactly the Users entry', () => {
    const can = (required: readonly string[]) => hasPermission(['perm.admin_client.feature.users'], required);
    expect(visibleEntries(MENU, can, () => true).map((e) => e.id)).toEqual(['users']);
  });

  it('points Studies at /studies?type=external for a user who may see external studies only', async () => {
    signInAs(ACCOUNTS.external);
    renderApp('/');
    const menu = await mainMenu();
    expect(within(menu).getByRole('link', { name: 'Studies' })).toHaveAttribute(
      'href',
      '/studies?type=external',
    );
  });

  it('points Studies at the internal list for staff and the superuser', () => {
    const studies = MENU.find((e) => e.id === 'studies') as MenuEntry;
    expect(targetFor(studies, (r) => hasPermission(['perm.admin_client.feature.studies'], r))).toBe(
      '/studies/',
    );
    expect(targetFor(studies, (r) => hasPermission(['perm.superuser'], r))).toBe('/studies/');
  });

  it('lists the schema entities the user may read under "Data"', async () => {
    signInAs(ACCOUNTS.super);
    renderApp('/');
    const menu = await mainMenu();
    fireEvent.click(within(menu).getByRole('button', { name: 'Data' }));
    expect(await within(menu).findByRole('link', { name: 'Patients' })).toHaveAttribute('href', '/patients');
  });
});

describe('an entry with a feature flag shows only when the flag is on', () => {
  const flagged: MenuEntry[] = [
    { ...(MENU[0] as MenuEntry), id: 'beta', flag: 'beta-menu' },
    MENU[1] as MenuEntry,
  ];

  const withFlags = (features: Record<string, boolean>) => {
    const gb = new GrowthBook({
      features: Object.fromEntries(Object.entries(features).map(([k, v]) => [k, { defaultValue: v }])),
    });
    return ({ children }: { children: ReactNode }) => (
      <GrowthBookFlags growthbook={gb}>{children}</GrowthBookFlags>
    );
  };

  it.each([
    [true, ['beta', 'cohorts']],
    [false, ['cohorts']],
  ])('flag on = %s', async (on, ids) => {
    signInAs(ACCOUNTS.super);
    const { result } = renderHook(() => useVisibleMenu(flagged), { wrapper: withFlags({ 'beta-menu': on }) });
    await waitFor(() => expect(result.current.map((e) => e.id)).toEqual(ids));
  });

  it('treats every flag as off without a feature-flag client', () => {
    expect(
      visibleEntries(
        flagged,
        () => true,
        () => false,
      ).map((e) => e.id),
    ).toEqual(['cohorts']);
  });
});

describe('highlighted routes keep an entry active', () => {
  it.each([
    ['studies', '/studies/5', true],
    ['studies', '/studies', true],
    ['blogposts', '/blogposts/9', true],
    ['blogposts', '/blogposts', true],
    ['users', '/users/3/call/4', true],
    ['users', '/cohorts', false],
    ['roles', '/roles', true],
    ['roles', '/roles/6/show', true],
    ['roles', '/role-permissions', false],
    ['blogposts', '/blogposts/9/show', true],
    ['orders', '/orders/1', false],
  ])('%s on %s: %s', (id, path, expected) => {
    expect(isHighlighted(MENU.find((e) => e.id === id) as MenuEntry, path)).toBe(expected);
  });

  it('marks the current entry with aria-current="page" in the rendered menu', async () => {
    signInAs(ACCOUNTS.super);
    renderApp('/sites/1/referrals');
    const menu = await mainMenu();
    expect(within(menu).getByRole('link', { name: 'Sites' })).toHaveAttribute('aria-current', 'page');
    expect(within(menu).getByRole('link', { name: 'Users' })).not.toHaveAttribute('aria-current');
  });
});

describe('Ctrl or Cmd with a click opens the target in a new tab', () => {
  it('renders menu entries as real links and leaves modified clicks to the browser', async () => {
    signInAs(ACCOUNTS.staff);
    const { location } = renderApp('/');
    const users = within(await mainMenu()).getByRole('link', { name: 'Users' });
    expect(users.tagName).toBe('A');
    expect(users).toHaveAttribute('href', '/users/');
    // Runs after React's handlers: records whether the app kept the click from the browser.
    const leftToBrowser: boolean[] = [];
    const record = (e: MouseEvent) => {
      leftToBrowser.push(!e.defaultPrevented);
      e.preventDefault(); // jsdom cannot open tabs
    };
    window.addEventListener('click', record);
    onTestFinished(() => window.removeEventListener('click', record));
    fireEvent.click(users, { ctrlKey: true });
    fireEvent.click(users, { metaKey: true });
    fireEvent.click(users, { button: 1 });
    expect(leftToBrowser).toEqual([true, true, true]);
    expect(location()).toBe('/');
    window.removeEventListener('click', record);
    fireEvent.click(users);
    await waitFor(() => expect(location()).toBe('/users/'));
    expect(screen.queryByRole('heading', { name: 'Page not found', level: 1 })).not.toBeInTheDocument();
  });
});
