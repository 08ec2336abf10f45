import { screen, waitFor, within } from '@testing-library/react';
import { rememberVisit } from '@/shell/recent';
import { rows } from '@/mocks/db';
import { server } from '@/mocks/node';
import { ACCOUNTS, renderApp, signInAs } from '../app/render-app';
import { MENU_LABELS } from '../../fixtures/menu';

const LONG = { timeout: 15000 };
const COUNTED = ['documents', 'orders', 'flows', 'studies'] as const;

/** Which counted entities the page asked the server about, and every answer that was a refusal. */
function watchRequests() {
  const asked = new Set<string>();
  const refused: string[] = [];
  const onStart = ({ request }: { request: Request }) => {
    const path = new URL(request.url).pathname;
    for (const entity of COUNTED)
      if (new RegExp(`^/api/(admin/read/)?${entity}(/|$)`).test(path)) asked.add(entity);
  };
  const onResponse = ({ request, response }: { request: Request; response: Response }) => {
    if (response.status === 403) refused.push(new URL(request.url).pathname);
  };
  server.events.on('request:start', onStart);
  server.events.on('response:mocked', onResponse);
  onTestFinished(() => {
    server.events.removeListener('request:start', onStart);
    server.events.removeListener('response:mocked', onResponse);
  });
  return { asked, refused };
}

const attention = () => screen.findByRole('region', { name: 'Needs your attention' }, LONG);
const countCard = (region: HTMLElement, label: string) =>
  within(region).getByText(label).closest('a') as HTMLAnchorElement;
const areaNames = async () =>
  within(await screen.findByRole('list', { name: 'Your areas' }, LONG))
    .getAllByRole('heading', { level: 3 })
    .map((h) => h.textContent);

describe('spec §2 / home: what this staff member needs first, by their permissions', () => {
  it('the superuser: every count, each a link, and every menu area with its description', async () => {
    const { asked, refused } = watchRequests();
    signInAs(ACCOUNTS.super);
    renderApp('/');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Hello, Sam Super' }, LONG),
    ).toBeInTheDocument();
    const region = await attention();
    const pending = rows('documents').filter((d) => d.status === 'pending_review').length;
    await waitFor(() =>
      expect(countCard(region, 'Documents waiting for review')).toHaveTextContent(String(pending)),
    );
    const requested = () => rows('orders').filter((o) => o.status === 'requested').length;
    await waitFor(() =>
      expect(countCard(region, 'Kit requests waiting for approval')).toHaveTextContent(String(requested())),
    );
    expect(requested()).toBeGreaterThan(0);
    expect(countCard(region, 'Kit requests waiting for approval')).toHaveAttribute('href', '/kitlink');
    expect(countCard(region, 'Documents waiting for review').getAttribute('href')).toBe(
      `/documents?filter=${encodeURIComponent('{"status":"pending_review"}')}`,
    );
    expect(countCard(region, 'Flows you hold checked out').getAttribute('href')).toBe(
      `/flows?filter=${encodeURIComponent('{"locked_by_id":1}')}`,
    );
    // Every area of the menu, the Audit screen included.
    expect(await areaNames()).toHaveLength(MENU_LABELS.length);
    const areas = screen.getByRole('list', { name: 'Your areas' });
    const roles = within(areas).getByRole('heading', { name: 'Roles' }).closest('a');
    expect(roles).toHaveAttribute('href', '/role-list');
    expect(roles).toHaveTextContent('Create roles and assign permissions.');
    await waitFor(() => expect([...asked].sort()).toEqual(['documents', 'flows', 'orders', 'studies']));
    expect(refused).toEqual([]);
  });

  it('staff: documents and their own check-outs, never orders or kits', async () => {
    const { asked, refused } = watchRequests();
    signInAs(ACCOUNTS.staff);
    renderApp('/');
    const region = await attention();
    expect(
      within(region)
        .getAllByRole('listitem')
        .map((li) => li.textContent?.replace(/^[\d,—]+/, '')),
    ).toEqual(['Documents waiting for review', 'Flows you hold checked out', 'Studies you hold checked out']);
    await waitFor(() => expect(countCard(region, 'Flows you hold checked out')).toHaveTextContent(/^\d/));
    expect(await areaNames()).toEqual(['Users', 'Studies', 'Flows', 'Sites', 'Emails']);
    await waitFor(() => expect([...asked].sort()).toEqual(['documents', 'flows', 'studies']));
    expect(refused).toEqual([]);
  });

  it('kits and orders staff: the approval queue only, nothing about participants or studies', async () => {
    const { asked, refused } = watchRequests();
    signInAs(ACCOUNTS.device);
    renderApp('/');
    const region = await attention();
    expect(within(region).getAllByRole('listitem')).toHaveLength(1);
    await waitFor(() =>
      expect(countCard(region, 'Kit requests waiting for approval')).toHaveTextContent(/^\d/),
    );
    expect(await areaNames()).toEqual(['KitLink', 'Orders', 'Kits']);
    expect([...asked]).toEqual(['orders']);
    expect(refused).toEqual([]);
  });

  it('recent records come from this session’s memory, never browser storage', async () => {
    signInAs(ACCOUNTS.staff);
    renderApp('/');
    await screen.findByText(/appear here for this session/, {}, LONG);
    rememberVisit({ key: 'sites:7', label: 'Leeds General Infirmary', kind: 'Site', href: '/sites/7' });
    const recent = await screen.findByRole('list', { name: 'Recent records' });
    expect(within(recent).getByRole('link', { name: 'Leeds General Infirmary' })).toHaveAttribute(
      'href',
      '/sites/7',
    );
    const stored = [localStorage, sessionStorage].flatMap((s) =>
      Object.keys(s).map((k) => s.getItem(k) ?? ''),
    );
    expect(stored.some((v) => v.includes('Leeds General Infirmary'))).toBe(false);
  });

  it('a record opened from its list or a link joins the recent records, named by kind and id', async () => {
    signInAs(ACCOUNTS.staff);
    const { router } = renderApp('/sites/3');
    // The visit counts once the console's frame is on screen, before the site's own data.
    await screen.findByRole('navigation', { name: 'Main menu' }, LONG);
    await waitFor(() => expect(router.state.location.pathname).toBe('/sites/3'));
    await router.navigate('/');
    const recent = await screen.findByRole('list', { name: 'Recent records' }, LONG);
    expect(within(recent).getByRole('link', { name: 'Site 3' })).toHaveAttribute('href', '/sites/3');
  });
});
