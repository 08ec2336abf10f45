import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { I18nContextProvider } from 'react-admin';
import { i18nProvider } from '@/i18n';
import { ChartPanel, type ChartPanelProps } from '@/ui/chart-panel';
import { chartCsv, csvFileName } from '@/ui/chart-panel/csv';

const props: ChartPanelProps = {
  title: 'Sign-ups per month',
  kind: 'line',
  x: { key: 'month', label: 'Month' },
  series: [
    { key: 'web', label: 'Web' },
    { key: 'app', label: 'App' },
  ],
  rows: [
    { month: 'Jan 2026', web: 1204, app: 310 },
    { month: 'Feb 2026', web: 987, app: '452' },
    { month: '=HYPERLINK("x")', web: 1, app: 2 },
  ],
  fileName: 'sign-ups',
};

function renderPanel(overrides: Partial<ChartPanelProps> = {}) {
  render(
    <I18nContextProvider value={i18nProvider}>
      <ChartPanel {...props} {...overrides} />
    </I18nContextProvider>,
  );
}

describe('ChartPanel', () => {
  it('shows the same numbers as a table with a caption, column headers and row headers', () => {
    renderPanel();
    expect(screen.getByRole('region', { name: 'Sign-ups per month' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Sign-ups per month' })).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Table' }));
    expect(screen.getByRole('button', { name: 'Table' })).toHaveAttribute('aria-pressed', 'true');
    const table = screen.getByRole('table', { name: 'Sign-ups per month' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((th) => th.textContent),
    ).toEqual(['Month', 'Web', 'App']);
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows.map((r) => within(r).getByRole('rowheader').textContent)).toEqual([
      'Jan 2026',
      'Feb 2026',
      '=HYPERLINK("x")',
    ]);
    expect(
      within(rows[0] as HTMLElement)
        .getAllByRole('cell')
        .map((td) => td.textContent),
    ).toEqual(['1,204', '310']);
    expect(
      within(rows[1] as HTMLElement)
        .getAllByRole('cell')
        .map((td) => td.textContent),
    ).toEqual(['987', '452']);
  });

  it('downloads the table as CSV under the given name', async () => {
    const blobs: Blob[] = [];
    const names: string[] = [];
    vi.spyOn(URL, 'createObjectURL').mockImplementation((blob) => {
      blobs.push(blob as Blob);
      return 'blob:chart';
    });
    vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => undefined);
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      names.push(this.download);
    });
    renderPanel();
    fireEvent.click(screen.getByRole('button', { name: 'Download CSV' }));
    await waitFor(() => expect(names).toEqual(['sign-ups.csv']));
    const bytes = await new Promise<Uint8Array>((resolve) => {
      const reader = new FileReader();
      reader.onload = () => resolve(new Uint8Array(reader.result as ArrayBuffer));
      reader.readAsArrayBuffer(blobs[0] as Blob);
    });
    // A byte order mark first, so spreadsheets read UTF-8; then the table.
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    expect(new TextDecoder().decode(bytes.slice(3))).toBe(chartCsv(props.x, props.series, props.rows));
    vi.restoreAllMocks();
  });

  it('says so when there is nothing to show, and offers no empty file', () => {
    renderPanel({ rows: [] });
    expect(screen.getByText('No data to show.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Download CSV' })).toBeDisabled();
  });
});

describe('chartCsv', () => {
  it('writes a header of labels, the rows in column order, and escapes formulae', () => {
    expect(chartCsv(props.x, props.series, props.rows).split('\r\n')).toEqual([
      'Month,Web,App',
      'Jan 2026,1204,310',
      'Feb 2026,987,452',
      `"'=HYPERLINK(""x"")",1,2`,
    ]);
    expect(chartCsv(props.x, props.series, [{ month: 'Mar', web: 3 }]).split('\r\n')[1]).toBe('Mar,3,');
  });

  it('names the file .csv once', () => {
    expect(csvFileName('report')).toBe('report.csv');
    expect(csvFileName('report.CSV')).toBe('report.CSV');
  });
});
