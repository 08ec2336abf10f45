import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { entities } from '@/app/registry';
import { createDataProvider } from '@/data';
import { controls } from '@/mocks/node';
import { renderAdmin, signInSuperuser } from './render-admin';

const rows = (container: HTMLElement) => [...container.querySelectorAll('tbody tr')];
const loaded = (container: HTMLElement) => waitFor(() => expect(rows(container).length).toBeGreaterThan(0));

/** Catches the file the Export button downloads; the returned function waits for it and reads it. */
function catchDownload(): () => Promise<string> {
  let blob: Blob | undefined;
  URL.createObjectURL = vi.fn((b: Blob) => {
    blob = b;
    return 'blob:csv';
  });
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
  return async () => {
    await waitFor(() => expect(blob).toBeDefined(), { timeout: 15_000 });
    const text = await new Promise<string>((resolve) => {
      const reader = new FileReader();
      reader.onload = () => resolve(String(reader.result));
      reader.readAsText(blob as Blob);
    });
    return text.replace(/^\uFEFF/, '');
  };
}

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

describe('CSV export pages through the server instead of loading a whole table', () => {
  it('holds the columns on screen, in their order, with references by their titles', async () => {
    const download = catchDownload();
    const { container } = renderAdmin('/call-logs');
    await loaded(container);
    const shown = [...container.querySelectorAll('thead th')]
      .map((th) => th.textContent?.trim() ?? '')
      .filter(Boolean);
    const firstRowCells = [...(rows(container)[0]?.querySelectorAll('td') ?? [])].slice(1);
    await userEvent.click(screen.getByRole('button', { name: 'Export' }));
    const text = await download();
    const [header = '', first = ''] = text.split('\r\n');
    expect(header.split(',')).toEqual(['id', ...shown]);
    // The first row as the table shows it: the user's name, not their id.
    const userColumn = shown.indexOf('User') + 1;
    expect(userColumn).toBeGreaterThan(0);
    const cell = first.split(',')[userColumn] ?? '';
    expect(cell).toBe(firstRowCells[userColumn - 1]?.textContent?.trim());
    expect(cell).not.toMatch(/^\d+$/);
  });

  it('writes amounts with their currency and times as the list shows them', async () => {
    const download = catchDownload();
    const { container } = renderAdmin('/orders');
    await loaded(container);
    const shown = [...container.querySelectorAll('thead th')]
      .map((th) => th.textContent?.trim() ?? '')
      .filter(Boolean);
    const firstRowCells = [...(rows(container)[0]?.querySelectorAll('td') ?? [])]
      .slice(1)
      .map((td) => td.textContent?.trim() ?? '');
    await userEvent.click(screen.getByRole('button', { name: 'Export' }));
    const text = await download();
    const [, first = ''] = text.split('\r\n');
    // Fields in quotes may hold commas ("1 May 2025, 11:39").
    const cells = [...first.matchAll(/("(?:[^"]|"")*"|[^,]*)(,|$)/g)]
      .map((m) => (m[1] ?? '').replace(/^"|"$/g, '').replace(/""/g, '"'))
      .slice(1);
    for (const column of ['Total', 'Ordered at']) {
      const at = shown.indexOf(column);
      expect(at, column).toBeGreaterThan(-1);
      expect(firstRowCells[at], column).not.toBe('');
      expect(cells[at], column).toBe(firstRowCells[at]);
    }
    expect(cells[shown.indexOf('Total')]).toMatch(/^(£|€|US\$)/);
  });

  it('reads 10,000 users in pages of 500', async () => {
    const created = vi.fn(() => 'blob:csv');
    URL.createObjectURL = created;
    const download = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
    const dataProvider = createDataProvider(entities);
    const getList = vi.spyOn(dataProvider, 'getList');
    const { container } = renderAdmin('/users', { dataProvider });
    await loaded(container);
    getList.mockClear();
    await userEvent.click(screen.getByRole('button', { name: 'Export' }));
    await waitFor(() => expect(created).toHaveBeenCalled(), { timeout: 15_000 });
    const pages = getList.mock.calls.map(([, params]) => params.pagination);
    expect(pages).toHaveLength(20);
    expect(pages[0]).toEqual({ page: 1, perPage: 500 });
    expect(pages[19]).toEqual({ page: 20, perPage: 500 });
    expect(download.mock.contexts[0]).toHaveAttribute('download', 'users.csv');
    expect(await screen.findByText('Exported 10,000 rows')).toBeInTheDocument();
  });

  it('says "1 row" for one row', async () => {
    URL.createObjectURL = vi.fn(() => 'blob:csv');
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
    signInSuperuser();
    const { data } = await createDataProvider(entities).getList('sites', {
      pagination: { page: 1, perPage: 1 },
      sort: { field: 'name', order: 'ASC' },
      filter: {},
    });
    const site = data[0] as { identifier: string };
    const filter = encodeURIComponent(JSON.stringify({ q: site.identifier }));
    const { container } = renderAdmin(`/sites?filter=${filter}`);
    await waitFor(() => expect(rows(container)).toHaveLength(1));
    await userEvent.click(screen.getByRole('button', { name: 'Export' }));
    expect(await screen.findByText('Exported 1 row')).toBeInTheDocument();
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

describe('a new search or filter', () => {
  it('ends the selection, so a bulk delete cannot reach rows no longer shown', async () => {
    const { container } = renderAdmin('/sites');
    await loaded(container);
    const boxes = within(container.querySelector('tbody') as HTMLElement).getAllByRole('checkbox', {
      name: 'Select this row',
    });
    for (const box of boxes.slice(0, 2)) await userEvent.click(box);
    expect(await screen.findByText(/2 items selected/)).toBeInTheDocument();
    await userEvent.type(screen.getByPlaceholderText('Search'), 'a');
    await waitFor(() => expect(screen.queryByText(/2 items selected/)).not.toBeInTheDocument());
    const checked = within(container.querySelector('tbody') as HTMLElement)
      .getAllByRole('checkbox', { name: 'Select this row' })
      .filter((b) => (b as HTMLInputElement).checked);
    expect(checked).toHaveLength(0);
  });

  it('dims the previous rows and marks them busy until its own rows arrive', async () => {
    const { container } = renderAdmin('/sites');
    await loaded(container);
    const table = container.querySelector('table')?.closest('[aria-busy]');
    expect(table).toHaveAttribute('aria-busy', 'false');
    controls.setLatency(1500);
    await userEvent.type(screen.getByPlaceholderText('Search'), 'york');
    await waitFor(() => expect(table).toHaveAttribute('aria-busy', 'true'), { timeout: 3000 });
    await waitFor(() => expect(table).toHaveAttribute('aria-busy', 'false'), { timeout: 5000 });
  });
});

describe('select all', () => {
  it('says it selects the first 250 when the list holds more', async () => {
    const { container } = renderAdmin('/users');
    await loaded(container);
    await userEvent.click(screen.getByRole('checkbox', { name: 'Select all' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Select the first 250' }));
    expect(await screen.findByText(/250 items selected/, {}, { timeout: 10_000 })).toBeInTheDocument();
  });
});

describe('a bulk delete reads the page again', () => {
  it('fills the page from the next one and shows the new total', async () => {
    signInSuperuser();
    const { total } = await createDataProvider(entities).getList('sites', {
      pagination: { page: 1, perPage: 1 },
      sort: { field: 'name', order: 'ASC' },
      filter: {},
    });
    const count = (n: number) => n.toLocaleString('en-GB');
    const { container } = renderAdmin('/sites');
    await loaded(container);
    const perPage = rows(container).length;
    expect(screen.getByText(`1-${perPage} of ${count(total ?? 0)}`)).toBeInTheDocument();
    const boxes = within(container.querySelector('tbody') as HTMLElement).getAllByRole('checkbox', {
      name: 'Select this row',
    });
    for (const box of boxes.slice(0, 3)) await userEvent.click(box);
    await userEvent.click(screen.getByRole('button', { name: 'Delete' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Confirm' }));
    expect(await screen.findByText(`1-${perPage} of ${count((total ?? 0) - 3)}`)).toBeInTheDocument();
    await waitFor(() => expect(rows(container)).toHaveLength(perPage));
  });
});

describe('a bulk delete that partly fails says what happened and keeps only the rest selected', () => {
  it('reports how many were deleted and how many failed, and leaves the failed record selected', async () => {
    const schema = entities.find((e) => e.name === 'sites');
    if (!schema) throw new Error('sites schema missing');
    signInSuperuser();
    const { data } = await createDataProvider(entities).getList('sites', {
      pagination: { page: 1, perPage: schema.list.perPage },
      sort: schema.list.sort,
      filter: {},
    });
    const [first, failing, third] = data as { id: number; identifier: string }[];
    if (!first || !failing || !third) throw new Error('too few sites');
    controls.forceStatus({
      method: 'DELETE',
      path: `/api/sites/${failing.id}`,
      status: 409,
      times: 1,
      body: { message: 'This site still has enrolled participants.' },
    });
    const { container } = renderAdmin('/sites');
    await loaded(container);
    const texts = () => rows(container).map((row) => row.textContent ?? '');
    expect(texts()[1]).toContain(failing.identifier);
    const boxes = within(container.querySelector('tbody') as HTMLElement).getAllByRole('checkbox', {
      name: 'Select this row',
    });
    for (const box of boxes.slice(0, 3)) await userEvent.click(box);
    expect(await screen.findByText(/3 items selected/)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Delete' }));
    // Worded as the single delete is: the entity in lower case inside the sentence.
    expect(await screen.findByRole('dialog', { name: 'Delete 3 sites' })).toBeInTheDocument();
    await userEvent.click(await screen.findByRole('button', { name: 'Confirm' }));
    expect(
      await screen.findByText('Deleted 2 of 3. 1 could not be deleted and stays selected.'),
    ).toBeInTheDocument();
    expect(await screen.findByText(/1 item selected/)).toBeInTheDocument();
    await waitFor(() => {
      expect(texts().some((n) => n.includes(failing.identifier))).toBe(true);
      expect(texts().some((n) => n.includes(first.identifier) || n.includes(third.identifier))).toBe(false);
    });
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
