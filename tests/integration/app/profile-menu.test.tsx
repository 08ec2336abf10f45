import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { getLanguage } from '@/http';
import { i18n, DEFAULT_LOCALE, setContentLanguage } from '@/i18n';
import { server } from '@/mocks/node';
import { ACCOUNTS, mainMenu, renderApp, signInAs } from './render-app';

afterEach(async () => {
  await i18n.changeLanguage(DEFAULT_LOCALE);
  setContentLanguage(DEFAULT_LOCALE);
  localStorage.clear();
});

describe('the profile menu chooses the language of server content', () => {
  it('lists the platform locales under "Content language" and sends the chosen one', async () => {
    signInAs(ACCOUNTS.super);
    renderApp('/');
    await mainMenu();
    await userEvent.click(screen.getByRole('button', { name: 'Profile' }));
    const menu = await screen.findByRole('menu');
    expect(await within(menu).findByText('Content language')).toBeInTheDocument();
    // The console's own text stays in English whatever the content language.
    expect(within(menu).getByText('The console itself stays in English (UK).')).toBeInTheDocument();
    await userEvent.click(await within(menu).findByRole('menuitem', { name: 'German' }));
    await waitFor(() => expect(getLanguage()).toBe('de-de'));
    expect((await mainMenu()).textContent).toContain('Users');
  });

  it('reads the record on screen again in the new language and keeps what was typed', async () => {
    signInAs(ACCOUNTS.super);
    renderApp('/sites/1');
    const name = await screen.findByLabelText(/^Name/, {}, { timeout: 10_000 });
    await userEvent.type(name, ' (edited)');
    const typed = (name as HTMLInputElement).value;
    const reads: Array<string | null> = [];
    const seen = ({ request }: { request: Request }) => {
      if (new URL(request.url).pathname === '/api/sites/1')
        reads.push(request.headers.get('Research-Language'));
    };
    server.events.on('request:start', seen);
    try {
      await userEvent.click(screen.getByRole('button', { name: 'Profile' }));
      const menu = await screen.findByRole('menu');
      await userEvent.click(await within(menu).findByRole('menuitem', { name: 'German' }));
      await waitFor(() => expect(reads).toContain('de-de'));
    } finally {
      server.events.removeListener('request:start', seen);
    }
    expect(screen.getByLabelText(/^Name/)).toHaveValue(typed);
  });

  it('works from the keyboard: opening focuses the chosen language, arrows reach Sign out', async () => {
    signInAs(ACCOUNTS.super);
    renderApp('/');
    await mainMenu();
    screen.getByRole('button', { name: 'Profile' }).focus();
    await userEvent.keyboard('{Enter}');
    const menu = await screen.findByRole('menu');
    const items = await within(menu).findAllByRole('menuitem');
    expect(items.length).toBeGreaterThan(2);
    const chosen = items.find((item) => item.classList.contains('Mui-selected'));
    await waitFor(() => expect(document.activeElement).toBe(chosen));
    await userEvent.keyboard('{ArrowUp}');
    expect(document.activeElement).toBe(within(menu).getByRole('menuitem', { name: 'Sign out' }));
    await userEvent.keyboard('{ArrowDown}');
    expect(document.activeElement).toBe(items[0]);
  });
});
