import { screen, waitFor, within } from '@testing-library/react';
import { controls } from '@/mocks/controls';
import { server } from '@/mocks/node';
import { ACCOUNTS, mainMenu, renderApp, signInAs } from '../app/render-app';

const WAIT = { timeout: 10_000 };

beforeEach(() => signInAs(ACCOUNTS.super));

describe('Labs: eight experimental tools behind a permission and the "labs" flag', () => {
  it('lists the eight tools, one line each, under an experimental warning', async () => {
    renderApp('/labs');
    expect(await screen.findByRole('heading', { level: 1, name: 'Labs' }, WAIT)).toBeInTheDocument();
    expect(screen.getByText(/These tools are experimental/)).toBeInTheDocument();
    const tools = screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent);
    expect(tools).toEqual([
      'Content strings',
      'New content string',
      'Content playground',
      'Fabric ingestion',
      'Landing page generator',
      'Migrations',
      'Study visualiser',
      'System settings',
    ]);
    expect(screen.getByRole('link', { name: /Migrations/ })).toHaveAttribute('href', '/labs/migrations');
    expect(within(await mainMenu()).getByRole('link', { name: 'Labs' })).toBeInTheDocument();
  });

  it('hides the entry and switches the area off when the flag is off', async () => {
    controls.setFlag('labs', false);
    renderApp('/labs');
    expect(await screen.findByRole('heading', { name: 'Labs is switched off' }, WAIT)).toBeInTheDocument();
    expect(screen.queryByText(/These tools are experimental/)).not.toBeInTheDocument();
    const menu = await mainMenu();
    await waitFor(() => expect(within(menu).getByRole('link', { name: 'Users' })).toBeInTheDocument());
    expect(within(menu).queryByRole('link', { name: 'Labs' })).not.toBeInTheDocument();
  });

  it.each(['/labs/landing-page-generator', '/labs/content-list', '/labs/system-settings'])(
    'sends no request from %s while the flag is off',
    async (path) => {
      controls.setFlag('labs', false);
      const seen: string[] = [];
      const listener = ({ request }: { request: Request }) => {
        seen.push(new URL(request.url).pathname);
      };
      server.events.on('request:start', listener);
      onTestFinished(() => server.events.removeListener('request:start', listener));
      renderApp(path);
      expect(await screen.findByRole('heading', { name: 'Labs is switched off' }, WAIT)).toBeInTheDocument();
      await mainMenu();
      // Whatever the frame reads (the session, the menu's counts), nothing a Labs tool would ask.
      expect(seen.filter((p) => /\/(labs|studies|content|settings|client-settings)/.test(p))).toEqual([]);
    },
  );

  it('refuses the tools to staff without the Labs permission', async () => {
    signInAs(ACCOUNTS.staff);
    renderApp('/labs');
    expect(
      await screen.findByRole('heading', { name: 'You do not have access to this page' }, WAIT),
    ).toBeInTheDocument();
  });
});
