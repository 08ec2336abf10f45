import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { entities } from '@/app/registry';
import { createDataProvider } from '@/data';
import { controls } from '@/mocks/node';
import { renderAdmin, signInSuperuser } from './render-admin';
import { giveReason } from '../../support/reason';

const rows = (container: HTMLElement) => [...container.querySelectorAll('tbody tr')];
const loaded = (container: HTMLElement) => waitFor(() => expect(rows(container).length).toBeGreaterThan(0));

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

describe('before the first rows', () => {
  it('keeps the skeleton and its checkboxes out of reach, and lets the rows in once they come', async () => {
    // react-admin shows its skeleton after a second without rows.
    controls.setLatency(2500);
    const { container } = renderAdmin('/sites');
    const skeleton = await waitFor(
      () => {
        const box = container.querySelector('table input[type="checkbox"]:not([aria-label])');
        expect(box).not.toBeNull();
        return box as Element;
      },
      { timeout: 3000 },
    );
    expect(skeleton.closest('[inert]')).not.toBeNull();
    const row = await screen.findAllByRole('checkbox', { name: 'Select this row' }, { timeout: 5000 });
    expect(row[0]?.closest('[inert]')).toBeNull();
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
    // One reason covers the three deletes sent together.
    await giveReason(userEvent.setup(), 'Data quality review');
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
    // One reason covers the three deletes sent together.
    await giveReason(userEvent.setup(), 'Data quality review');
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
