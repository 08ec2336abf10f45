import {
  act,
  configure,
  fireEvent,
  render,
  renderHook,
  screen,
  waitFor,
  within,
} from '@testing-library/react';
import { useState, type ReactNode } from 'react';
import { AdminContext } from 'react-admin';
import { entities } from '@/app/registry';
import { setToken } from '@/auth';
import { createDataProvider } from '@/data';
import { i18nProvider } from '@/i18n';
import { rows } from '@/mocks/db';
import { server, tokenFor } from '@/mocks/node';
import { UserQueryBuilder, useFilterCount, type FilterQuery } from '@/ui/query-builder';

// Counting 10,000 users in the mock takes a moment on a busy machine.
configure({ asyncUtilTimeout: 5000 });

function Providers({ children }: { children: ReactNode }) {
  return (
    <AdminContext dataProvider={createDataProvider(entities)} i18nProvider={i18nProvider}>
      {children}
    </AdminContext>
  );
}

function Builder({
  initial = null,
  onChange,
}: {
  initial?: FilterQuery | null;
  onChange(q: FilterQuery | null): void;
}) {
  const [value, setValue] = useState(initial);
  return (
    <UserQueryBuilder
      value={value}
      onChange={(q) => {
        setValue(q);
        onChange(q);
      }}
      showCount
    />
  );
}

function renderBuilder(initial: FilterQuery | null = null) {
  const onChange = vi.fn();
  render(
    <Providers>
      <Builder initial={initial} onChange={onChange} />
    </Providers>,
  );
  return onChange;
}

function countRequests(): FilterQuery[] {
  const seen: FilterQuery[] = [];
  server.events.on('request:start', ({ request }) => {
    if (!request.url.endsWith('/users/filter/count')) return;
    void request
      .clone()
      .json()
      .then((body: { data: { query: FilterQuery } }) => seen.push(body.data.query));
  });
  return seen;
}

beforeEach(() => setToken(tokenFor('super@research.test')));
afterEach(() => server.events.removeAllListeners());

describe('UserQueryBuilder', () => {
  it('builds a condition from field, comparison and value, and counts the users it matches', async () => {
    const onChange = renderBuilder();
    expect(screen.getByText(/^No conditions: every user matches\./)).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('10,000 matching users'));

    fireEvent.click(screen.getByRole('button', { name: 'Add condition' }));
    const condition = screen.getByTitle('Field').closest('.rule') as HTMLElement;
    fireEvent.change(within(condition).getByTitle('Field'), { target: { value: 'email' } });
    expect(within(condition).getByTitle('Condition')).toHaveDisplayValue('contains');
    fireEvent.change(within(condition).getByTitle('Value'), { target: { value: '@research.test' } });
    expect(onChange).toHaveBeenLastCalledWith({ email: '@research.test' });
    // The seven demo accounts (README, "Demo accounts").
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('7 matching users'));

    fireEvent.change(within(condition).getByTitle('Condition'), { target: { value: 'equals' } });
    fireEvent.change(within(condition).getByTitle('Value'), { target: { value: 'STAFF@research.test' } });
    expect(onChange).toHaveBeenLastCalledWith({ email: { eq: 'STAFF@research.test' } });
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('1 matching user'));

    fireEvent.click(within(condition).getByTitle('Remove condition'));
    expect(onChange).toHaveBeenLastCalledWith(null);
  });

  it('shows a given query as conditions, and keeps what it cannot show', async () => {
    const onChange = renderBuilder({ is_site: true, sort: 'email' });
    const condition = screen.getByTitle('Field').closest('.rule') as HTMLElement;
    expect(within(condition).getByTitle('Field')).toHaveDisplayValue('Site user');
    expect(within(condition).getByTitle('Value')).toHaveDisplayValue('Yes');
    fireEvent.change(within(condition).getByTitle('Value'), { target: { value: 'false' } });
    expect(onChange).toHaveBeenLastCalledWith({ sort: 'email', is_site: false });
  });

  it('offers the records of a referenced entity as choices, by id', async () => {
    const onChange = renderBuilder();
    fireEvent.click(screen.getByRole('button', { name: 'Add condition' }));
    const condition = screen.getByTitle('Field').closest('.rule') as HTMLElement;
    fireEvent.change(within(condition).getByTitle('Field'), { target: { value: 'cohort' } });
    const cohorts = rows('cohorts');
    const choice = await within(condition).findByRole(
      'option',
      { name: String(cohorts[1]?.name) },
      { timeout: 5000 },
    );
    const select = within(condition).getByTitle('Value') as HTMLSelectElement;
    expect(select.multiple).toBe(true);
    (choice as HTMLOptionElement).selected = true;
    fireEvent.change(select);
    expect(onChange).toHaveBeenLastCalledWith({ cohort: [cohorts[1]?.id] });
  });
});

describe('useFilterCount', () => {
  it('asks once the query settles, and counts enrolment in a study', async () => {
    const requests = countRequests();
    const study = rows('enrollments')[0]?.study_id;
    const { result, rerender } = renderHook(
      ({ query }: { query: FilterQuery | null }) => useFilterCount(query),
      {
        wrapper: Providers,
        initialProps: { query: { enrolled_in: [999_999] } as FilterQuery | null },
      },
    );
    rerender({ query: { enrolled_in: [Number(study)] } });
    rerender({ query: { enrolled_in: [Number(study)], is_site: false } });
    const expected = new Set(
      rows('enrollments')
        .filter((e) => e.study_id === study)
        .map((e) => e.user_id),
    );
    const matching = rows('users').filter((u) => expected.has(u.id) && u.is_site === false).length;
    await waitFor(() => expect(result.current.count).toBe(matching));
    expect(result.current.isCounting).toBe(false);
    expect(matching).toBeGreaterThan(0);
    // The first query, then only the last of the quick changes.
    expect(requests).toEqual([{ enrolled_in: [999_999] }, { enrolled_in: [Number(study)], is_site: false }]);
    await act(() => new Promise((r) => setTimeout(r, 0)));
  });
});
