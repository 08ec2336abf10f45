import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ACCOUNTS, renderApp, signInAs } from './render-app';

const pager = () => document.querySelector('.MuiTablePagination-displayedRows');
const rows = () => [...document.querySelectorAll('tbody tr')];
/** The first row's email, found by its column header (reference columns fill in later). */
const firstEmail = () => {
  const headers = [...document.querySelectorAll('thead th')].map((th) => th.textContent?.trim());
  return rows()[0]?.querySelectorAll('td')[headers.indexOf('Email')]?.textContent ?? '';
};

describe('a list remembers where the user was', () => {
  afterEach(() => localStorage.clear());

  it('returns Back from a user to the same users page, without putting it in the URL', async () => {
    signInAs(ACCOUNTS.super);
    const { router, location } = renderApp('/users');
    await waitFor(() => expect(pager()?.textContent).toBe('1-25 of 10,000'), { timeout: 10000 });
    await waitFor(() => expect(firstEmail()).toContain('@'));
    const onFirstPage = firstEmail();
    await userEvent.click(screen.getByRole('button', { name: 'Go to next page' }));
    await waitFor(() => expect(pager()?.textContent).toMatch(/^26-50 of /));
    // The first page's rows stay, dimmed, until the second page's rows and their names are in.
    await waitFor(() => expect(firstEmail()).not.toBe(onFirstPage));
    await waitFor(() => expect(rows().length).toBe(25));
    const opened = firstEmail();
    expect(opened).toContain('@');
    await userEvent.click(rows()[0] as HTMLElement);
    await waitFor(() => expect(location()).toMatch(/^\/users\/[^/]+\/show$/));
    // The record's page replaces the list before going Back.
    await waitFor(() => expect(pager()).toBeNull());
    await act(() => router.navigate(-1));
    await waitFor(() => expect(pager()?.textContent).toMatch(/^26-50 of /));
    await waitFor(() => expect(firstEmail()).toBe(opened));
    expect(location()).toBe('/users');
  });

  it('keeps a column choice across a reload of the console', async () => {
    signInAs(ACCOUNTS.super);
    const first = renderApp('/sites');
    await waitFor(() => expect(rows().length).toBeGreaterThan(0), { timeout: 10000 });
    expect(screen.getByRole('columnheader', { name: /City/ })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Columns' }));
    const chooser = await screen.findByRole('presentation');
    await userEvent.click(within(chooser).getByLabelText('City'));
    await waitFor(() => expect(screen.queryByRole('columnheader', { name: /City/ })).not.toBeInTheDocument());
    first.unmount();

    renderApp('/sites');
    await waitFor(() => expect(rows().length).toBeGreaterThan(0), { timeout: 10000 });
    expect(screen.getByRole('columnheader', { name: /Name/ })).toBeInTheDocument();
    expect(screen.queryByRole('columnheader', { name: /City/ })).not.toBeInTheDocument();
  });
});
