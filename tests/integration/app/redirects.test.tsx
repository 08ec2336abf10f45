import { screen, waitFor } from '@testing-library/react';
import { appRoutes } from '@/app/assembly';
import { i18nProvider } from '@/i18n';
import en from '@locales/en-gb.json';
import { ACCOUNTS, renderApp, signInAs } from './render-app';

describe('legacy redirects (the query string is kept)', () => {
  it.each([
    ['/admin/users?page=2', '/users?page=2'],
    ['/email-list', '/emails'],
    ['/aula/platform-user-license-agreement', '/apula/platform-user-license-agreement'],
    ['/aula/accept-license-agreement', '/apula/accept-license-agreement'],
  ])('%s goes to %s', async (from, to) => {
    signInAs(ACCOUNTS.super);
    const { location } = renderApp(from);
    await waitFor(() => expect(location()).toBe(to), { timeout: 5000 });
  });
});

describe('pending pages: routes whose screens are not built yet', () => {
  // Every route whose screen is not built yet, and the email editor's tabs still to come.
  const pending = [
    ...appRoutes.flatMap((r) =>
      r.resolution.kind === 'pending' ? [[r.resolution.id, r.path] as const] : [],
    ),
    ...('template_editor' in en.app.routes ? [['template_editor', '/templates/:template_id'] as const] : []),
  ];

  it('says in words for staff what the screen will do and where to do the task meanwhile', async () => {
    const [id, path] = pending[0] ?? ['', ''];
    signInAs(ACCOUNTS.super);
    renderApp(path.replace(/:\w+\??/g, (_, i: number) => String(12 + i)));
    const title = i18nProvider.translate(`app.routes.${id}.title`);
    const heading = await screen.findByRole('heading', { name: title, level: 1 }, { timeout: 5000 });
    expect(screen.getByText(i18nProvider.translate(`app.routes.${id}.purpose`))).toBeVisible();
    expect(screen.getByText('This screen is not built yet.')).toBeVisible();
    expect(screen.getByText(i18nProvider.translate(`app.routes.${id}.meanwhile`))).toBeVisible();
    // No route pattern, parameter name or value: those mean nothing to staff.
    const page = heading.closest<HTMLElement>('.MuiCard-root');
    expect(page?.textContent).toBeTruthy();
    expect(page?.textContent).not.toMatch(/:\w|\/|_id\b|\b1[2-9]\b/);
  });

  it('covers the pending routes of the route table, and only those', () => {
    const ids = appRoutes.flatMap((r) => (r.resolution.kind === 'pending' ? [r.resolution.id] : []));
    expect(ids.length).toBeGreaterThan(0);
    expect(pending.map(([id]) => id)).toEqual(expect.arrayContaining(ids));
  });

  it.each(pending)(
    '%s (%s) has a title, what it will do and where to work meanwhile, with no route or parameter',
    (id) => {
      const texts = ['title', 'purpose', 'meanwhile'].map((key) =>
        i18nProvider.translate(`app.routes.${id}.${key}`),
      );
      for (const text of texts) {
        expect(text).not.toBe('');
        // A colon may end a clause; one that starts a word is a route parameter (`:flow_id`).
        expect(text).not.toMatch(/:\w|[/{}[\]?]|_id\b/);
      }
      expect(texts[1]).toMatch(/^This (screen|tab) will /);
      expect(texts[2]).toMatch(/^(Until then|This cannot be done|These tools)/);
    },
  );

  it('frames /templates/{template_id} in the email-editor layout with its tabs', async () => {
    signInAs(ACCOUNTS.super);
    renderApp('/templates/7?tab=metrics');
    expect(
      await screen.findByRole('heading', { name: 'Email template editor' }, { timeout: 5000 }),
    ).toBeInTheDocument();
    const tabs = screen.getByRole('tablist', { name: 'Template sections' });
    expect(tabs).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Metrics' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tab', { name: 'Preview' })).toHaveAttribute('href', '/templates/7?tab=preview');
    expect(screen.queryByRole('navigation', { name: 'Main menu' })).not.toBeInTheDocument();
  });

  it('keeps /templates/create in the admin-default layout', async () => {
    signInAs(ACCOUNTS.super);
    renderApp('/templates/create');
    expect(
      await screen.findByRole('navigation', { name: 'Main menu' }, { timeout: 5000 }),
    ).toBeInTheDocument();
    expect(screen.queryByRole('tablist', { name: 'Template sections' })).not.toBeInTheDocument();
  });
});

describe('catch-all', () => {
  it('shows the not-found page inside the console for an unknown path', async () => {
    signInAs(ACCOUNTS.super);
    const { location } = renderApp('/no-such-page/at-all');
    expect(
      await screen.findByRole('heading', { name: 'Page not found', level: 1 }, { timeout: 5000 }),
    ).toBeInTheDocument();
    expect(screen.getByText('There is no page at /no-such-page/at-all.')).toBeInTheDocument();
    expect(location()).toBe('/no-such-page/at-all');
  });
});
