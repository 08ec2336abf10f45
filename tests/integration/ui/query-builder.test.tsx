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
import { UserQueryBuilder, useFilterCount } from '@/domain/user-query';
import type { FilterCondition, FilterQuery } from '@/ui/query-builder';
import { addRow, choose, conditionRows, shown, typeValue } from '../../support/query-builder-ui';

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

const where = (...rules: FilterCondition[]): FilterQuery => ({ where: { combinator: 'and', rules } });

describe('UserQueryBuilder', () => {
  it('builds a condition from field, comparison and value, and counts the users it matches', async () => {
    const onChange = renderBuilder();
    expect(screen.getByText(/^No conditions: every user matches\./)).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('10,000 matching users'));

    const condition = await addRow();
    await choose(condition, 'Field', 'Email');
    expect(shown(condition, 'Condition')).toBe('contains');
    typeValue(condition, '@research.test');
    expect(onChange).toHaveBeenLastCalledWith(
      where({ field: 'email', op: 'contains', value: '@research.test' }),
    );
    const demo = rows('users').filter((u) => String(u.email).includes('@research.test')).length;
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent(`${demo} matching users`));

    await choose(condition, 'Condition', 'is exactly');
    typeValue(condition, 'STAFF@research.test');
    expect(onChange).toHaveBeenLastCalledWith(
      where({ field: 'email', op: 'eq', value: 'STAFF@research.test' }),
    );
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('1 matching user'));

    fireEvent.click(within(condition).getByRole('button', { name: 'Remove condition' }));
    expect(onChange).toHaveBeenLastCalledWith(null);
  });

  it('shows a given query as conditions, in the older plain shape too, and keeps what it cannot show', async () => {
    const onChange = renderBuilder({ is_site: true, sort: 'email' });
    const [condition] = conditionRows();
    expect(shown(condition!, 'Field')).toBe('Site user');
    expect(shown(condition!, 'Value')).toBe('Yes');
    await choose(condition!, 'Value', 'No');
    expect(onChange).toHaveBeenLastCalledWith({
      sort: 'email',
      ...where({ field: 'is_site', op: 'eq', value: false }),
    });
  });

  it('offers the records of a referenced entity as choices, by id', async () => {
    const onChange = renderBuilder();
    const condition = await addRow();
    await choose(condition, 'Field', 'Cohort');
    const cohorts = rows('cohorts');
    await choose(condition, 'Value', String(cohorts[1]?.name), String(cohorts[2]?.name));
    expect(onChange).toHaveBeenLastCalledWith(
      where({ field: 'cohort', op: 'in', value: [cohorts[1]?.id, cohorts[2]?.id] as number[] }),
    );
  });

  it('shows dates with the en-GB picker', async () => {
    renderBuilder(where({ field: 'birthday', op: 'between', value: ['1980-02-01', '1989-12-31'] }));
    const [condition] = conditionRows();
    expect(shown(condition!, 'Condition')).toBe('is between');
    const days = within(condition!)
      .getAllByRole('group')
      .map((g) => g.textContent?.replace(/[\u2066-\u2069\u200e]/g, ''));
    expect(days).toEqual(['1 Feb 1980', '31 Dec 1989']);
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
