import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { entities } from '@/app/registry';
import { createDataProvider } from '@/data';
import { controls } from '@/mocks/node';
import { renderAdmin } from './render-admin';

const rows = (container: HTMLElement) => [...container.querySelectorAll('tbody tr')];
const loaded = (container: HTMLElement) => waitFor(() => expect(rows(container).length).toBeGreaterThan(0));
describe('sensitive fields are never written into URLs or browser storage (list filter values included)', () => {
  it('keeps a users search (by name or email) out of the URL and storage', async () => {
    const dataProvider = createDataProvider(entities);
    const getList = vi.spyOn(dataProvider, 'getList');
    const { container, location } = renderAdmin('/users', { dataProvider });
    await loaded(container);
    await userEvent.type(screen.getByPlaceholderText('Search'), 'olivia');
    await waitFor(() =>
      expect(getList).toHaveBeenCalledWith('users', expect.objectContaining({ filter: { q: 'olivia' } })),
    );
    expect(location.search).not.toContain('olivia');
    expect(JSON.stringify({ ...localStorage })).not.toContain('olivia');
    expect(JSON.stringify({ ...sessionStorage })).not.toContain('olivia');
  });

  it('still puts a non-sensitive search into the URL, so the check above can fail', async () => {
    const { container, location } = renderAdmin('/sites');
    await loaded(container);
    await userEvent.type(screen.getByPlaceholderText('Search'), 'york');
    await waitFor(() => expect(location.search).toContain('york'));
  });
});

describe('a study whose end date is past shows as archived and can be filtered out', () => {
  it('shows an Archived chip on past studies', async () => {
    const { container } = renderAdmin('/studies?sort=end&order=ASC');
    await loaded(container);
    expect(
      within(container.querySelector('tbody') as HTMLElement).getAllByText('Archived').length,
    ).toBeGreaterThan(0);
  });

  it('filters archived studies out, and marks the others "No" rather than leaving them blank', async () => {
    const filter = encodeURIComponent(JSON.stringify({ archived: false }));
    const { container } = renderAdmin(`/studies?sort=end&order=ASC&filter=${filter}`);
    await loaded(container);
    const body = container.querySelector('tbody') as HTMLElement;
    expect(within(body).queryAllByText('Archived')).toHaveLength(0);
    const headers = [...container.querySelectorAll('thead th')].map((th) => th.textContent?.trim());
    const column = headers.indexOf('Archived');
    expect(column).toBeGreaterThan(0);
    for (const row of body.querySelectorAll('tr')) {
      const cell = row.querySelectorAll('td')[column] as HTMLElement;
      expect(within(cell).getByRole('img', { name: 'No' })).toBeInTheDocument();
    }
  });
});

describe('Ctrl or Cmd with a click on a row opens the record in a new tab', () => {
  it('opens a new tab on Ctrl+click and Cmd+click, and navigates on a plain click', async () => {
    const open = vi.spyOn(window, 'open').mockReturnValue(null);
    const { container, location } = renderAdmin('/sites');
    await loaded(container);
    const [first] = rows(container);
    const cell = first?.querySelector('td:nth-child(2)') as HTMLElement;
    fireEvent.click(cell, { ctrlKey: true });
    fireEvent.click(cell, { metaKey: true });
    expect(open).toHaveBeenCalledTimes(2);
    expect(open.mock.calls[0]?.[0]).toMatch(/^\/sites\/[^/]+\/show$/);
    expect(open.mock.calls[0]?.[1]).toBe('_blank');
    expect(location.pathname).toBe('/sites');
    fireEvent.click(cell);
    await waitFor(() => expect(location.pathname).toMatch(/^\/sites\/[^/]+\/show$/));
  });
});

describe('rows work from the keyboard', () => {
  it('takes rows into the Tab order; arrows move between them and Enter opens the record', async () => {
    const { container, location } = renderAdmin('/sites');
    await loaded(container);
    const [first, second] = rows(container) as HTMLElement[];
    if (!first || !second) throw new Error('fewer than two rows');
    expect(first).toHaveAttribute('tabindex', '0');
    first.focus();
    await userEvent.keyboard('{ArrowDown}');
    expect(document.activeElement).toBe(second);
    await userEvent.keyboard('{ArrowUp}');
    expect(document.activeElement).toBe(first);
    // Enter on the row's checkbox belongs to the checkbox, not the row.
    const box = first.querySelector('input[type="checkbox"]') as HTMLElement;
    box.focus();
    await userEvent.keyboard('{Enter}');
    expect(location.pathname).toBe('/sites');
    first.focus();
    expect(document.activeElement).toBe(first);
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(location.pathname).toMatch(/^\/sites\/[^/]+\/show$/));
  });
});

describe('large pages stay cheap: a reference column is read once per page, not once per row', () => {
  it('loads the cohorts of a 500-row users page in one read per page and links each cell', async () => {
    const dataProvider = createDataProvider(entities);
    const getMany = vi.spyOn(dataProvider, 'getMany');
    const { container } = renderAdmin('/users', { dataProvider });
    await loaded(container);
    await userEvent.click(screen.getByRole('combobox', { name: /rows per page/i }));
    await userEvent.click(await screen.findByRole('option', { name: '500' }));
    await waitFor(() => expect(rows(container)).toHaveLength(500), { timeout: 15_000 });
    await waitFor(() =>
      expect(container.querySelectorAll('tbody a[href^="/cohorts/"]').length).toBeGreaterThan(0),
    );
    const cohortReads = getMany.mock.calls.filter(([resource]) => resource === 'cohorts');
    const lastRead = cohortReads.at(-1)?.[1].ids ?? [];
    const shownIds = new Set(
      [...container.querySelectorAll<HTMLAnchorElement>('tbody a[href^="/cohorts/"]')].map(
        (a) => a.getAttribute('href')?.split('/')[2],
      ),
    );
    // One read for the first page of 25, one for the page of 500: never one per row.
    expect(cohortReads.length).toBeLessThanOrEqual(2);
    expect(shownIds.size).toBeGreaterThan(1);
    for (const id of shownIds) expect(lastRead.map(String)).toContain(id);
  });

  it('reads two reference columns to one entity (a call log user and caller) in one request', async () => {
    const dataProvider = createDataProvider(entities);
    const getMany = vi.spyOn(dataProvider, 'getMany');
    const { container } = renderAdmin('/call-logs', { dataProvider });
    await loaded(container);
    await waitFor(() => expect(getMany.mock.calls.some(([name]) => name === 'users')).toBe(true));
    await new Promise((resolve) => setTimeout(resolve, 200));
    const userReads = getMany.mock.calls.filter(([name]) => name === 'users');
    expect(userReads).toHaveLength(1);
    const { data } = await dataProvider.getList('call-logs', {
      pagination: { page: 1, perPage: 25 },
      sort: { field: 'called_at', order: 'DESC' },
      filter: {},
    });
    const wanted = new Set(
      data
        .flatMap((r) => [r.user_id, r.caller_id])
        .filter((v) => v != null)
        .map(String),
    );
    expect(new Set(userReads[0]?.[1].ids.map(String))).toEqual(wanted);
    const callers = container.querySelectorAll('tbody td.column-caller_id a[href^="/users/"]');
    expect(callers.length).toBeGreaterThan(0);
  });

  it('selects a row through its checkbox without opening the record', async () => {
    const { container, location } = renderAdmin('/sites');
    await loaded(container);
    const [box] = within(container.querySelector('tbody') as HTMLElement).getAllByRole('checkbox', {
      name: 'Select this row',
    });
    await userEvent.click(box as HTMLElement);
    expect(box).toBeChecked();
    expect(location.pathname).toBe('/sites');
    expect(await screen.findByText(/1 item selected/)).toBeInTheDocument();
  });

  it('keeps the folded bulk-actions bar out of reach until a row is selected', async () => {
    const { container } = renderAdmin('/sites');
    await loaded(container);
    // Folded: neither its Delete nor its Unselect can be reached (by Tab or a screen reader).
    expect(screen.queryByRole('button', { name: 'Delete' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Unselect' })).toBeNull();
    const [box] = within(container.querySelector('tbody') as HTMLElement).getAllByRole('checkbox', {
      name: 'Select this row',
    });
    await userEvent.click(box as HTMLElement);
    expect(await screen.findByRole('button', { name: 'Delete' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Unselect' })).toBeInTheDocument();
  });
});

describe('a list that cannot be loaded says so instead of showing an empty table', () => {
  it('shows the failure with a retry in place of rows and pager, and loads on retry', async () => {
    controls.forceStatus({ method: 'GET', path: '/api/sites', status: 500, times: 1 });
    const { container } = renderAdmin('/sites');
    expect(await screen.findByText('This list could not be loaded.')).toBeInTheDocument();
    expect(screen.queryByText(/No Sites found/i)).not.toBeInTheDocument();
    expect(container.querySelector('.MuiTablePagination-root')).toBeNull();
    expect(screen.getByRole('button', { name: 'Export' })).toBeDisabled();
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(container.querySelectorAll('tbody tr').length).toBeGreaterThan(0));
    expect(screen.getByRole('button', { name: 'Export' })).toBeEnabled();
    expect(screen.queryByText('This list could not be loaded.')).not.toBeInTheDocument();
  });
});

describe('list parameters typed into the URL by hand', () => {
  it('turns a page size the list does not offer into its own', async () => {
    const { container, location } = renderAdmin('/sites?perPage=10');
    await loaded(container);
    await waitFor(() => expect(new URLSearchParams(location.search).get('perPage')).toBe('25'));
    await waitFor(() => expect(rows(container)).toHaveLength(25));
  });

  it('sorts ascending for an order that is neither ascending nor descending', async () => {
    const dataProvider = createDataProvider(entities);
    const getList = vi.spyOn(dataProvider, 'getList');
    const { container } = renderAdmin('/sites?sort=name&order=sideways', { dataProvider });
    await loaded(container);
    const orders = getList.mock.calls.filter((c) => c[0] === 'sites').map((c) => c[1]?.sort?.order);
    expect(orders.length).toBeGreaterThan(0);
    expect(orders.every((o) => o === 'ASC')).toBe(true);
  });
});

describe('a page that cannot be loaded keeps its number, so a retry loads that page', () => {
  it('stays on page 3 with the failure shown, and loads page 3 on retry', async () => {
    const { container, location } = renderAdmin('/sites?page=2');
    await loaded(container);
    const pageTwo = rows(container).map((row) => row.textContent);
    controls.forceStatus({ method: 'GET', path: '/api/sites', status: 500, times: 1 });
    await userEvent.click(screen.getByRole('button', { name: 'Go to next page' }));
    expect(await screen.findByText('This list could not be loaded.')).toBeInTheDocument();
    // Give a reset to page 1 the time to happen: it would load page 1 and hide the failure.
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(new URLSearchParams(location.search).get('page')).toBe('3');
    expect(screen.getByText('This list could not be loaded.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(rows(container).length).toBeGreaterThan(0));
    expect(new URLSearchParams(location.search).get('page')).toBe('3');
    expect(rows(container).map((row) => row.textContent)).not.toEqual(pageTwo);
    expect(await screen.findByText(/^51-75 of/)).toBeInTheDocument();
  });
});

describe('a page past the end of a list still leads back to rows', () => {
  it('opens page 1 when the address asks for a page that has no rows', async () => {
    const { container, location } = renderAdmin('/sites?page=999');
    await loaded(container);
    expect(new URLSearchParams(location.search).get('page')).toBe('1');
    expect(await screen.findByText(/^1-25 of/)).toBeInTheDocument();
  });
});
