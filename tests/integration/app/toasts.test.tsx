import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { useEffect } from 'react';
import { AdminContext, useNotify } from 'react-admin';
import { i18nProvider } from '@/i18n';
import { server } from '@/mocks/node';
import { TOAST_MAX, TOAST_TIMEOUT_MS, ToastArea, toast, NotificationBridge } from '@/ui';
import { ACCOUNTS, mainMenu, renderApp, signInAs } from './render-app';

const renderArea = () =>
  render(
    <AdminContext i18nProvider={i18nProvider}>
      <ToastArea />
    </AdminContext>,
  );

describe('spec §3 toast: text, theme, generated id', () => {
  it('keeps each toast with its text, theme and a unique id', () => {
    const a = toast.show('Saved', 'success');
    const b = toast.show('Saved', 'success');
    expect(a).not.toBe(b);
    expect(toast.list()).toEqual([
      { id: a, text: 'Saved', theme: 'success', action: undefined },
      { id: b, text: 'Saved', theme: 'success', action: undefined },
    ]);
  });

  it.each(['info', 'success', 'danger', 'warning'] as const)('shows the %s theme', (theme) => {
    renderArea();
    act(() => void toast.show(`A ${theme} toast`, theme));
    expect(screen.getByText(`A ${theme} toast`).closest('[data-theme]')).toHaveAttribute('data-theme', theme);
  });
});

describe('spec §9 toasts: 5000 ms, at most 20, bottom-right, the area only while one exists', () => {
  beforeEach(() => vi.useFakeTimers());

  it('removes a toast after 5000 ms, not before', () => {
    toast.show('Network error', 'danger');
    vi.advanceTimersByTime(TOAST_TIMEOUT_MS - 1);
    expect(toast.list()).toHaveLength(1);
    vi.advanceTimersByTime(1);
    expect(toast.list()).toHaveLength(0);
  });

  it('shows at most 20 at once; later ones wait for a free place and then get their full time', () => {
    for (let i = 0; i < 25; i += 1) toast.show(`Toast ${i}`, 'info');
    expect(TOAST_MAX).toBe(20);
    expect(toast.list()).toHaveLength(20);
    expect(toast.pending()).toBe(5);
    expect(toast.list()[0]?.text).toBe('Toast 0');
    vi.advanceTimersByTime(TOAST_TIMEOUT_MS);
    expect(toast.list().map((t) => t.text)).toEqual([
      'Toast 20',
      'Toast 21',
      'Toast 22',
      'Toast 23',
      'Toast 24',
    ]);
    vi.advanceTimersByTime(TOAST_TIMEOUT_MS);
    expect(toast.list()).toHaveLength(0);
  });

  it('renders the area only while a toast exists, as a polite live region at the bottom right', () => {
    renderArea();
    const region = screen.getByRole('status', { name: 'Notifications' });
    expect(region).toHaveAttribute('aria-live', 'polite');
    expect(screen.queryByTestId('toast-area')).not.toBeInTheDocument();
    act(() => void toast.show('Hello', 'info'));
    expect(screen.getByTestId('toast-area')).toBeInTheDocument();
    expect(getComputedStyle(region).position).toBe('fixed');
    expect(getComputedStyle(region).right).toBe('16px');
    expect(getComputedStyle(region).bottom).toBe('16px');
    act(() => vi.advanceTimersByTime(TOAST_TIMEOUT_MS));
    expect(screen.queryByTestId('toast-area')).not.toBeInTheDocument();
  });

  it('does not close on click or pause on hover or focus loss', () => {
    renderArea();
    act(() => void toast.show('Stay', 'warning'));
    const item = screen.getByText('Stay');
    act(() => {
      item.click();
      item.dispatchEvent(new MouseEvent('mouseover', { bubbles: true }));
      window.dispatchEvent(new Event('blur'));
      vi.advanceTimersByTime(TOAST_TIMEOUT_MS - 1);
    });
    expect(screen.getByText('Stay')).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(1));
    expect(screen.queryByText('Stay')).not.toBeInTheDocument();
  });
});

describe('one toast system: react-admin notifications and HTTP errors', () => {
  it('turns useNotify into toasts with the mapped theme', async () => {
    function Notifier() {
      const notify = useNotify();
      useEffect(() => {
        notify('ra.notification.updated', { type: 'success', messageArgs: { smart_count: 1 } });
        notify('Plain text from elsewhere', { type: 'error' });
      }, [notify]);
      return null;
    }
    render(
      <AdminContext i18nProvider={i18nProvider}>
        <Notifier />
        <NotificationBridge />
      </AdminContext>,
    );
    expect(await screen.findByText('Changes saved')).toBeInTheDocument();
    expect(toast.list().map((t) => [t.text, t.theme])).toEqual([
      ['Changes saved', 'success'],
      ['Plain text from elsewhere', 'danger'],
    ]);
  });

  it('shows an HTTP error from a screen as a toast', async () => {
    server.use(http.post('*/api/users/filter', () => HttpResponse.json({}, { status: 429 })));
    signInAs(ACCOUNTS.super);
    renderApp('/users');
    await mainMenu();
    expect(await screen.findByText('429 Too Many Requests', {}, { timeout: 5000 })).toBeInTheDocument();
  });

  it('sends a 401 with a valid token home with the authorisation toast', async () => {
    server.use(http.post('*/api/users/filter', () => HttpResponse.json({}, { status: 401 })));
    signInAs(ACCOUNTS.super);
    const { location } = renderApp('/users');
    expect(
      await screen.findByText(
        'Authorization error. Please check your permissions and network connection, and try again.',
        {},
        { timeout: 5000 },
      ),
    ).toBeInTheDocument();
    await waitFor(() => expect(location()).toBe('/'));
  });
});

describe('a failed request is told once: the screen does not repeat the HTTP toast', () => {
  const texts = () => toast.list().map((t) => t.text);

  it('shows a failed list load once, under its own message', async () => {
    server.use(
      http.post('*/api/users/filter', () =>
        HttpResponse.json({ message: 'The database is resting' }, { status: 500 }),
      ),
    );
    signInAs(ACCOUNTS.super);
    renderApp('/users');
    await screen.findByText('The database is resting', {}, { timeout: 5000 });
    // Long enough for react-admin's own error notice to have reached the toasts.
    await new Promise((r) => setTimeout(r, 300));
    expect(texts().filter((t) => t === 'The database is resting')).toHaveLength(1);
  });

  it('shows only the catalogue text when the body carries another message', async () => {
    server.use(
      http.post('*/api/users/filter', () => HttpResponse.json({ message: 'Slow down' }, { status: 429 })),
    );
    signInAs(ACCOUNTS.super);
    renderApp('/users');
    await screen.findByText('429 Too Many Requests', {}, { timeout: 5000 });
    await new Promise((r) => setTimeout(r, 300));
    expect(texts()).toEqual(['429 Too Many Requests']);
  });

  it('answers a record that does not exist with "404" alone and goes back to the list', async () => {
    signInAs(ACCOUNTS.super);
    const { location } = renderApp('/sites/999999/show');
    await screen.findByText('404', {}, { timeout: 5000 });
    await waitFor(() => expect(location()).toBe('/sites'));
    await new Promise((r) => setTimeout(r, 300));
    expect(texts()).toEqual(['404']);
  });

  it('answers a 401 with a valid token with the authorisation toast alone, not the server text too', async () => {
    server.use(
      http.get('*/api/sites', () => HttpResponse.json({ message: 'Token revoked' }, { status: 401 })),
    );
    signInAs(ACCOUNTS.super);
    const { location } = renderApp('/sites');
    await waitFor(() => expect(location()).toBe('/'), { timeout: 5000 });
    await new Promise((r) => setTimeout(r, 300));
    expect(texts()).toEqual([
      'Authorization error. Please check your permissions and network connection, and try again.',
    ]);
  });
});

/** Site 1's edit form, signed in as the superuser, once its record has loaded; returns its Name input. */
async function openSiteForm(): Promise<HTMLElement> {
  signInAs(ACCOUNTS.super);
  renderApp('/sites/1');
  const name = await screen.findByRole('textbox', { name: /^Name/ }, { timeout: 10000 });
  await waitFor(() => expect(name).not.toHaveValue(''));
  return name;
}

describe('a save answered with field errors is told once, on the fields and in one toast', () => {
  const texts = () => toast.list().map((t) => t.text);

  it.each([
    [
      409,
      { message: 'Record changed by someone else', errors: { name: 'Taken by another site' } },
      'Record changed by someone else',
    ],
    [422, { errors: { name: 'Taken by another site' } }, '422 Unprocessable Entity'],
  ])(
    'a %i: the server text or catalogue text, not also "The form is not valid"',
    async (status, body, shown) => {
      server.use(http.put('*/api/sites/:id', () => HttpResponse.json(body, { status })));
      const name = await openSiteForm();
      await userEvent.type(name, ' North');
      await userEvent.click(screen.getByRole('button', { name: 'Save' }));
      expect(await screen.findByText('Taken by another site')).toBeVisible();
      await new Promise((r) => setTimeout(r, 300));
      expect(texts()).toEqual([shown]);
      expect((name as HTMLInputElement).value).toMatch(/ North$/);
    },
  );

  it('still says "The form is not valid" for errors found before any request', async () => {
    const name = await openSiteForm();
    await userEvent.clear(name);
    await userEvent.type(name, 'X');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(texts()).toEqual(['The form is not valid. Please check for errors']));
  });
});

describe('confirmations of a save are success toasts', () => {
  it('shows "Changes saved" in the success theme', async () => {
    const name = await openSiteForm();
    await userEvent.type(name, ' North');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(toast.list()).toEqual([expect.objectContaining({ text: 'Changes saved', theme: 'success' })]),
    );
  });
});
