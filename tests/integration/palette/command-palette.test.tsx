import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { rows } from '@/mocks/db';
import { ACCOUNTS, renderApp, signInAs } from '../app/render-app';

// cmdk sizes its list with a ResizeObserver and scrolls the active option into view, neither of
// which jsdom has; sizes and scrolling play no part in these tests.
beforeAll(() => {
  Element.prototype.scrollIntoView ??= () => undefined;
  globalThis.ResizeObserver ??= class {
    observe() {}
    unobserve() {}
    disconnect() {}
  };
});

const ctrlK = () => fireEvent.keyDown(window, { key: 'k', ctrlKey: true });
// The palette's code loads on the first Ctrl+K, which takes a while under a cold test transform.
const openPalette = async () => {
  ctrlK();
  return screen.findByRole('combobox', { name: 'Go to a screen or find a record' }, { timeout: 15000 });
};
const type = (input: HTMLElement, value: string) => fireEvent.change(input, { target: { value } });
const key = (input: HTMLElement, k: string) => fireEvent.keyDown(input, { key: k });

async function startOnUsers(email: string) {
  signInAs(email);
  const app = renderApp('/users/');
  await screen.findByRole('heading', { level: 1, name: 'Users' }, { timeout: 10000 });
  return app;
}

describe('command palette: Ctrl/Cmd+K from any screen, keyboard only', { timeout: 45000 }, () => {
  it('finds a user by email and opens them', async () => {
    const user = rows('users')[41];
    const email = String(user?.email);
    const { location } = await startOnUsers(ACCOUNTS.super);
    const input = await openPalette();
    expect(input).toHaveFocus();
    type(input, email);
    const dialog = screen.getByRole('dialog', { name: 'Command palette' });
    const option = await within(dialog).findByRole('option', { name: new RegExp(email) }, { timeout: 5000 });
    expect(option).toHaveTextContent('User');
    for (let i = 0; i < 30 && option.getAttribute('aria-selected') !== 'true'; i++) key(input, 'ArrowDown');
    expect(option).toHaveAttribute('aria-selected', 'true');
    key(input, 'Enter');
    await waitFor(() => expect(location()).toBe(`/users/${String(user?.id)}`));
    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: 'Command palette' })).not.toBeInTheDocument(),
    );
  });

  it('finds a participant by name too, listed once with the email that tells look-alikes apart', async () => {
    const user = rows('users')[41];
    const name = String(user?.fullname);
    const { location } = await startOnUsers(ACCOUNTS.super);
    const input = await openPalette();
    type(input, name);
    const dialog = screen.getByRole('dialog', { name: 'Command palette' });
    const options = await within(dialog).findAllByRole(
      'option',
      { name: new RegExp(String(user?.email)) },
      {
        timeout: 5000,
      },
    );
    expect(options).toHaveLength(1);
    expect(options[0]).toHaveTextContent(name);
    for (let i = 0; i < 30 && options[0]?.getAttribute('aria-selected') !== 'true'; i++)
      key(input, 'ArrowDown');
    key(input, 'Enter');
    await waitFor(() => expect(location()).toBe(`/users/${String(user?.id)}`));
  });

  it('tells flows apart by study and version, and opens the flow editor', async () => {
    const flow = rows('flows').find((f) => f.study_id != null);
    const study = rows('studies').find((s) => s.id === flow?.study_id);
    const { location } = await startOnUsers(ACCOUNTS.super);
    const input = await openPalette();
    type(input, String(flow?.title));
    const option = await screen.findByRole(
      'option',
      {
        name: new RegExp(
          `${String(study?.title).replace(/[.*+?^${}()|[\]\\]/g, '\\$&')} · version ${String(flow?.version)}`,
        ),
      },
      { timeout: 10000 },
    );
    for (let i = 0; i < 40 && option.getAttribute('aria-selected') !== 'true'; i++) key(input, 'ArrowDown');
    key(input, 'Enter');
    await waitFor(() => expect(location()).toMatch(/^\/studies\/flow\/\d+/));
  });

  it('lists a KitLink page among the recent places by its kind and number', async () => {
    const order = rows('orders')[0];
    signInAs(ACCOUNTS.super);
    const { location } = renderApp(`/kitlink/order/${String(order?.id)}`);
    await screen.findByRole('heading', { level: 1 }, { timeout: 15000 });
    await openPalette();
    const recent = screen.getByRole('group', { name: 'Recent' });
    expect(
      within(recent).getByRole('option', { name: new RegExp(`Order ${String(order?.id)}`) }),
    ).toBeInTheDocument();
    expect(location()).toBe(`/kitlink/order/${String(order?.id)}`);
  });

  it('goes to a screen by name, lists it as recent next time, and Escape gives focus back', async () => {
    const { location } = await startOnUsers(ACCOUNTS.super);
    const input = await openPalette();
    type(input, 'kits');
    await waitFor(() => expect(screen.getAllByRole('option')[0]).toHaveTextContent(/^Kits/));
    key(input, 'Enter');
    await waitFor(() => expect(location()).toBe('/kit-list'));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

    const trigger = screen.getByRole('button', { name: 'Refresh' });
    trigger.focus();
    const again = await openPalette();
    const recent = screen.getByRole('group', { name: 'Recent' });
    expect(within(recent).getByRole('option', { name: /Kits/ })).toBeInTheDocument();
    key(again, 'Escape');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(document.activeElement).toBe(trigger);
  });

  it('offers only what the user may open, and says how many results there are', async () => {
    await startOnUsers(ACCOUNTS.staff);
    const input = await openPalette();
    type(input, 'kits');
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent(/results?$/), { timeout: 5000 });
    expect(screen.queryByRole('option', { name: /^Kits\s*Screen$/ })).not.toBeInTheDocument();
    type(input, 'studies');
    await waitFor(() =>
      expect(screen.getByRole('option', { name: /^Studies\s*Screen$/ })).toBeInTheDocument(),
    );
    await waitFor(() => expect(screen.getByText(/^\d+ results?$|^One result$/)).toBeInTheDocument());
  });
});
