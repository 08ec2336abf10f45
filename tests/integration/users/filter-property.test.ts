import fc from 'fast-check';
import { callApi, coreCalls } from '@/contract';
import { rows } from '@/mocks/db';
import type { Row } from '@/mocks/lib/respond';
import { fromFilterQuery, toFilterQuery } from '@/domain/user-query';
import type { FilterField, FilterRule, RuleGroup } from '@/ui/query-builder';
import { fromBuilderGroup, toBuilderGroup } from '@/ui/query-builder/rqb-fields';
import { usersFilter } from '@resources/users/filter-calls';
import { groupArbitrary, loadedCatalogue, valueOf } from '../../support/users-filter-arbitraries';
import { ACCOUNTS, signInAs } from '../app/render-app';

// FILTER_SEED=<n> replays a run; the seed used is printed.
const SEED = Number(process.env.FILTER_SEED ?? 36_001);
const RUNS = 60;

/**
 * Whether a user meets a builder row, worked out from the row itself (not from the query the
 * builder sends, nor with the mock's code), as docs/backend.md section 16 describes it.
 */
function meets(
  user: Row,
  rule: FilterRule,
  field: FilterField,
  enrolled: Map<unknown, Set<string>>,
): boolean {
  const raw = rule.field === 'enrolled_in' ? [...(enrolled.get(user.id) ?? [])] : valueOf(user, rule.field);
  const value: unknown = rule.value;
  if (rule.operator === 'not_equals') return raw === null || raw === undefined || raw !== value;
  if (raw === null || raw === undefined) return false;
  const day = typeof raw === 'string' ? raw.slice(0, 10) : '';
  switch (rule.operator) {
    case 'contains':
      return typeof raw === 'string' && raw.toLowerCase().includes(String(value).toLowerCase());
    case 'equals':
      return field.kind === 'number'
        ? raw === value
        : String(raw).toLowerCase() === String(value).toLowerCase();
    case 'on':
      return day === value;
    case 'before':
      return day < String(value);
    case 'after':
      return day > String(value);
    case 'less':
      return Number(raw) < Number(value);
    case 'greater':
      return Number(raw) > Number(value);
    case 'between': {
      const [from, to] = value as [string | number, string | number];
      const x = field.kind === 'date' ? day : Number(raw);
      return from <= x && x <= to;
    }
    case 'is':
      return raw === value;
    case 'any_of': {
      const wanted = (value as unknown[]).map(String);
      return Array.isArray(raw) ? raw.some((r) => wanted.includes(String(r))) : wanted.includes(String(raw));
    }
  }
}

function holds(
  user: Row,
  group: RuleGroup,
  fields: readonly FilterField[],
  enrolled: Map<unknown, Set<string>>,
): boolean {
  const each = group.rules.map((node) =>
    'rules' in node
      ? holds(user, node, fields, enrolled)
      : meets(
          user,
          node,
          fields.find((f) => f.name === node.field)!,
          enrolled,
        ),
  );
  const result = group.combinator === 'or' ? each.some(Boolean) : each.every(Boolean);
  return group.not ? !result : result;
}

beforeAll(() => {
  console.info(`users filter property test: FILTER_SEED=${SEED} (${RUNS} runs)`);
});
beforeEach(() => signInAs(ACCOUNTS.staff));

describe('the users filter, for random conditions', { timeout: 120_000 }, () => {
  it('keeps every row from builder to query and back, and the mock selects what the rows say', async () => {
    const fields = loadedCatalogue();
    const users = rows('users');
    const enrolled = new Map<unknown, Set<string>>();
    for (const e of rows('enrollments')) {
      const user = users.find((u) => String(u.id) === String(e.user_id));
      if (user) enrolled.set(user.id, (enrolled.get(user.id) ?? new Set()).add(String(e.study_id)));
    }
    let selective = 0;
    await fc.assert(
      fc.asyncProperty(groupArbitrary(fields, users), async (group) => {
        // Through react-querybuilder's shape, as the screen holds it.
        const built = fromBuilderGroup(toBuilderGroup(group), fields);
        expect(built).toEqual(group);
        const query = toFilterQuery(built, {}, fields);
        // As the request carries it.
        const sent = JSON.parse(JSON.stringify(query)) as typeof query;
        expect(fromBuilderGroup(toBuilderGroup(fromFilterQuery(sent, fields).group), fields)).toEqual(group);

        const expected = users.filter((u) => holds(u, group, fields, enrolled));
        const data = { query: sent ?? {}, search_terms: '' };
        const { count } = await callApi(coreCalls.usersFilterCount, { data });
        expect(count).toBe(expected.length);
        const page = await callApi(usersFilter, { data: { ...data, page: 1, page_size: 20 } });
        expect(page.map((u) => u.id)).toEqual(expected.slice(0, 20).map((u) => u.id));
        if (count > 0 && count < users.length) selective += 1;
      }),
      { seed: SEED, numRuns: RUNS },
    );
    // The random conditions must mostly select some users and not others, or the count proves little.
    expect(selective).toBeGreaterThan(RUNS / 3);
  });
});
