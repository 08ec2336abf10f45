import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { entities } from '@/app/registry';
import { createDataProvider } from '@/data';
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
