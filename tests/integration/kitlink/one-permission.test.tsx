import { screen, within } from '@testing-library/react';
import { mainMenu, renderApp, signInAs } from '../app/render-app';
import { ordersIn, WAIT } from './support';

// The demo accounts holding one of the two permissions only.
const ORDERS_ONLY = 'orders@research.test';
const KITS_ONLY = 'kits@research.test';

/** Which of KitLink's three entries the menu shows. */
async function logisticsEntries(): Promise<string[]> {
  const menu = await mainMenu();
  return ['KitLink', 'Orders', 'Kits'].filter((name) => within(menu).queryByRole('link', { name }) !== null);
}

const denied = () =>
  screen.findByRole('heading', { level: 1, name: 'You do not have access to this page' }, WAIT);

describe('spec §6: an account with one of the two permissions sees its part of KitLink only', () => {
  it('gives orders staff KitLink and Orders, with approval buttons, and no Kits entry', async () => {
    signInAs(ORDERS_ONLY);
    renderApp('/kitlink');
    const queue = await screen.findByRole(
      'table',
      { name: 'Requests waiting for approval, oldest first' },
      WAIT,
    );
    expect(within(queue).getAllByRole('button', { name: /^Approve / }).length).toBeGreaterThan(0);
    expect(await logisticsEntries()).toEqual(['KitLink', 'Orders']);
  }, 60_000);

  it('refuses orders staff the kit list', async () => {
    signInAs(ORDERS_ONLY);
    renderApp('/kit-list');
    expect(await denied()).toBeVisible();
    expect(screen.queryByRole('group', { name: 'Kits by status' })).not.toBeInTheDocument();
  }, 60_000);

  it('gives kits staff KitLink and Kits, and no approval queue: they find requests under Orders', async () => {
    const requested = ordersIn('requested').length;
    signInAs(KITS_ONLY);
    renderApp('/kitlink');
    const counts = await screen.findByRole('group', { name: 'Orders by status' }, WAIT);
    expect(within(counts).getByText(`Requested: ${requested}`)).toBeInTheDocument();
    expect(screen.getByRole('table', { name: 'Orders' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: /^Approve requests/ })).not.toBeInTheDocument();
    expect(
      screen.queryByRole('table', { name: 'Requests waiting for approval, oldest first' }),
    ).not.toBeInTheDocument();
    expect(screen.queryByRole('columnheader', { name: 'Actions' })).not.toBeInTheDocument();
    expect(await logisticsEntries()).toEqual(['KitLink', 'Kits']);
  }, 60_000);

  it('shows kits staff the kit counts and refuses them the order list', async () => {
    signInAs(KITS_ONLY);
    const { unmount } = renderApp('/kit-list');
    expect(await screen.findByRole('group', { name: 'Kits by status' }, WAIT)).toBeVisible();
    unmount();
    renderApp('/order-list');
    expect(await denied()).toBeVisible();
  }, 60_000);
});
