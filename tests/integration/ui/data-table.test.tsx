import { fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import axe from 'axe-core';
import { useState, type ReactElement } from 'react';
import { I18nContextProvider } from 'react-admin';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { i18nProvider } from '@/i18n';
import { DataTable, type DataColumn, type DataSort } from '@/ui';

interface Study {
  id: number;
  title: string;
  sites: number;
}

const rows: Study[] = [
  { id: 1, title: 'Heart', sites: 12 },
  { id: 2, title: 'Lung', sites: 3 },
];

const columns: DataColumn<Study>[] = [
  { id: 'title', header: 'Title', cell: (s) => s.title, sortable: true, rowHeader: true },
  { id: 'sites', header: 'Sites', cell: (s) => s.sites, sortable: true, align: 'right' },
];

const show = (ui: ReactElement) =>
  render(
    <I18nContextProvider value={i18nProvider}>
      <MemoryRouter initialEntries={['/studies']}>
        <Routes>
          <Route path="/studies" element={ui} />
          <Route path="/studies/:id" element={<p>Study page</p>} />
        </Routes>
      </MemoryRouter>
    </I18nContextProvider>,
  );

const header = (name: string) => screen.getByRole('columnheader', { name });

describe('DataTable', () => {
  it('draws a named table: headings, row headers and cells', async () => {
    show(<DataTable rows={rows} columns={columns} label="Studies" />);
    const table = screen.getByRole('table', { name: 'Studies' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((th) => th.textContent),
    ).toEqual(['Title', 'Sites']);
    expect(
      within(table)
        .getAllByRole('rowheader')
        .map((th) => th.textContent),
    ).toEqual(['Heart', 'Lung']);
    expect(
      within(table)
        .getAllByRole('cell')
        .map((td) => td.textContent),
    ).toEqual(['12', '3']);
    const audit = await axe.run(table, { rules: { 'color-contrast': { enabled: false } } });
    expect(audit.violations).toEqual([]);
  });

  it('is named by a caption when given one', () => {
    show(<DataTable rows={rows} columns={columns} caption="Studies by site" />);
    expect(screen.getByRole('table', { name: 'Studies by site' })).toBeInTheDocument();
  });

  it('asks for a sort from a heading and marks the sorted column with aria-sort', () => {
    const asked: DataSort[] = [];
    function Sorted() {
      const [sort, setSort] = useState<DataSort>({ field: 'title', order: 'asc' });
      const onSortChange = (next: DataSort) => {
        asked.push(next);
        setSort(next);
      };
      return (
        <DataTable rows={rows} columns={columns} label="Studies" sort={sort} onSortChange={onSortChange} />
      );
    }
    show(<Sorted />);
    expect(header('Title')).toHaveAttribute('aria-sort', 'ascending');
    expect(header('Sites')).not.toHaveAttribute('aria-sort');
    fireEvent.click(within(header('Title')).getByRole('button'));
    expect(header('Title')).toHaveAttribute('aria-sort', 'descending');
    fireEvent.click(within(header('Sites')).getByRole('button'));
    expect(header('Sites')).toHaveAttribute('aria-sort', 'ascending');
    expect(header('Title')).not.toHaveAttribute('aria-sort');
    expect(asked).toEqual([
      { field: 'title', order: 'desc' },
      { field: 'sites', order: 'asc' },
    ]);
  });

  it('says while it waits, keeping the headings', () => {
    show(<DataTable rows={[]} columns={columns} label="Studies" loading />);
    expect(screen.getByRole('progressbar', { name: 'Loading…' })).toBeInTheDocument();
    expect(screen.getByRole('table', { name: 'Studies' })).toHaveAttribute('aria-busy', 'true');
    expect(header('Title')).toBeInTheDocument();
  });

  it('says why it failed, and asks again on Try again', () => {
    const retry = vi.fn();
    show(
      <DataTable
        rows={rows}
        columns={columns}
        label="Studies"
        error="The studies could not be read."
        onRetry={retry}
      />,
    );
    expect(screen.getByRole('alert')).toHaveTextContent('The studies could not be read.');
    expect(screen.queryByRole('rowheader')).not.toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(retry).toHaveBeenCalledOnce();
  });

  it('says it is empty in a cell across all its columns, or leaves the body empty', () => {
    const { unmount } = show(<DataTable rows={[]} columns={columns} label="Studies" />);
    expect(screen.getByRole('cell', { name: 'No results found' })).toHaveAttribute('colspan', '2');
    unmount();
    show(<DataTable rows={[]} columns={columns} label="Studies" empty={null} />);
    expect(screen.getAllByRole('row')).toHaveLength(1);
  });

  it('selects rows one by one or all at once, each box named by the caller', () => {
    const toggled: string[] = [];
    const all: boolean[] = [];
    function Selectable({ selected }: { selected: ReadonlySet<string> }) {
      return (
        <DataTable
          rows={rows}
          columns={columns}
          label="Studies"
          selection={{
            selected,
            onToggle: (id) => toggled.push(id),
            onToggleAll: (select) => all.push(select),
            allLabel: 'Select all studies',
            rowLabel: (s) => `Select ${s.title}`,
          }}
        />
      );
    }
    const { rerender } = show(<Selectable selected={new Set(['2'])} />);
    const selectAll = screen.getByRole('checkbox', { name: 'Select all studies' });
    expect(selectAll).not.toBeChecked();
    expect(selectAll).toHaveAttribute('data-indeterminate', 'true');
    expect(screen.getByRole('checkbox', { name: 'Select Lung' })).toBeChecked();
    fireEvent.click(screen.getByRole('checkbox', { name: 'Select Heart' }));
    fireEvent.click(selectAll);
    expect(toggled).toEqual(['1']);
    expect(all).toEqual([true]);
    rerender(
      <I18nContextProvider value={i18nProvider}>
        <MemoryRouter>
          <Selectable selected={new Set(['1', '2'])} />
        </MemoryRouter>
      </I18nContextProvider>,
    );
    expect(screen.getByRole('checkbox', { name: 'Select all studies' })).toBeChecked();
  });

  it('opens a row from a link in its primary cell, or from a click anywhere on it', async () => {
    const { unmount } = show(
      <DataTable
        rows={rows}
        columns={columns}
        label="Studies"
        rowOpen={{ href: (s) => `/studies/${s.id}` }}
      />,
    );
    expect(screen.getByRole('link', { name: 'Heart' })).toHaveAttribute('href', '/studies/1');
    fireEvent.click(screen.getByRole('cell', { name: '3' }));
    expect(await screen.findByText('Study page')).toBeInTheDocument();
    unmount();

    const opened: number[] = [];
    show(
      <DataTable
        rows={rows}
        columns={columns}
        label="Studies"
        rowOpen={{ onClick: (s) => opened.push(s.id) }}
      />,
    );
    const user = userEvent.setup();
    await user.tab();
    expect(screen.getByRole('button', { name: 'Heart' })).toHaveFocus();
    await user.keyboard('{Enter}');
    fireEvent.click(screen.getByRole('cell', { name: '3' }));
    expect(opened).toEqual([1, 2]);
  });
});
