import { screen, waitFor } from '@testing-library/react';
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

describe('layouts of the email area', () => {
  it('frames /templates/{template_id} in the email-editor layout with its tabs', async () => {
    signInAs(ACCOUNTS.super);
    renderApp('/templates/7?tab=metrics');
    // The editor's bar names the template as the page's heading.
    const heading = await screen.findByRole('heading', { level: 1 }, { timeout: 5000 });
    expect(heading.closest('header')).not.toBeNull();
    expect(heading.textContent?.trim()).not.toBe('');
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
