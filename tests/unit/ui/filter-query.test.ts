import '@schemas/index';
import {
  CUSTOM_PROPERTY,
  customPropertyFields,
  fromFilterQuery,
  toFilterQuery,
  userFilterFields,
  withQueryFields,
} from '@/domain/user-query';
import type { FilterCondition, FilterQuery, FilterRule, RuleGroup } from '@/ui/query-builder';

const fields = userFilterFields((key) => key);
const rule = (field: string, operator: FilterRule['operator'], value: unknown): FilterRule => ({
  field,
  operator,
  value,
});

describe('the users filter catalogue', () => {
  it('offers the users fields by type, and enrolment', () => {
    const kinds = Object.fromEntries(fields.map((f) => [f.name, f.kind]));
    expect(kinds).toMatchObject({
      email: 'text',
      fullname: 'text',
      birthday: 'date',
      created_at: 'date',
      is_site: 'boolean',
      sex: 'choice',
      cohort: 'choice',
      role_list: 'choice',
      enrolled_in: 'choice',
    });
    expect(kinds).not.toHaveProperty('custom_properties');
    expect(kinds).not.toHaveProperty('shipping_address');
    expect(fields.find((f) => f.name === 'cohort')?.reference).toEqual({
      entity: 'cohorts',
      titleField: 'name',
    });
    expect(fields.find((f) => f.name === 'sex')?.options?.map((o) => o.value)).toContain('prefer_not_to_say');
  });
});

const all = (...rules: RuleGroup['rules']): RuleGroup => ({ combinator: 'and', rules });
const where = (...rules: FilterCondition[]): FilterQuery => ({ where: { combinator: 'and', rules } });
const cond = (
  field: string,
  op: FilterCondition['op'],
  value: FilterCondition['value'],
): FilterCondition => ({
  field,
  op,
  value,
});

describe('toFilterQuery and fromFilterQuery', () => {
  // Each comparison: the row, and the condition the server gets.
  const cases: [FilterRule, FilterCondition][] = [
    [rule('email', 'contains', 'research.test'), cond('email', 'contains', 'research.test')],
    [rule('email', 'equals', 'ada@example.org'), cond('email', 'eq', 'ada@example.org')],
    [rule('birthday', 'on', '1980-02-29'), cond('birthday', 'eq', '1980-02-29')],
    [rule('birthday', 'before', '1980-01-01'), cond('birthday', 'lt', '1980-01-01')],
    [rule('created_at', 'after', '2025-12-31'), cond('created_at', 'gt', '2025-12-31')],
    [
      rule('created_at', 'between', ['2025-03-01', '2025-03-31']),
      cond('created_at', 'between', ['2025-03-01', '2025-03-31']),
    ],
    [rule('is_site', 'is', false), cond('is_site', 'eq', false)],
    [rule('sex', 'any_of', ['female', 'intersex']), cond('sex', 'in', ['female', 'intersex'])],
    [rule('cohort', 'any_of', [3, 5]), cond('cohort', 'in', [3, 5])],
    [rule('role_list', 'any_of', [1]), cond('role_list', 'in', [1])],
    [rule('enrolled_in', 'any_of', [12]), cond('enrolled_in', 'in', [12])],
  ];

  it.each(cases)('%j ⇄ %j', (r, c) => {
    expect(toFilterQuery(all(r), {}, fields)).toEqual(where(c));
    expect(fromFilterQuery(where(c), fields)).toEqual({ group: all(r), kept: {} });
  });

  const numberField = [{ name: 'size', label: 'Size', kind: 'number' as const }];
  it.each([
    [rule('size', 'equals', 4), cond('size', 'eq', 4)],
    [rule('size', 'not_equals', 4), cond('size', 'ne', 4)],
    [rule('size', 'less', 10), cond('size', 'lt', 10)],
    [rule('size', 'greater', 10), cond('size', 'gt', 10)],
    [rule('size', 'between', [2, 8]), cond('size', 'between', [2, 8])],
  ] as [FilterRule, FilterCondition][])('numbers: %j ⇄ %j', (r, c) => {
    expect(toFilterQuery(all(r), {}, numberField)).toEqual(where(c));
    expect(fromFilterQuery(where(c), numberField)).toEqual({ group: all(r), kept: {} });
  });

  it('reads numbers typed as text, and leaves incomplete rows and emptied groups out', () => {
    expect(toFilterQuery(all(rule('size', 'between', ['2', '8'])), {}, numberField)).toEqual(
      where(cond('size', 'between', [2, 8])),
    );
    const incomplete = all(
      rule('email', 'contains', '  '),
      rule('birthday', 'before', ''),
      rule('created_at', 'between', ['2025-01-01', '']),
      { combinator: 'or', rules: [rule('sex', 'any_of', [])] },
      rule('size', 'less', 'abc'),
    );
    expect(toFilterQuery(incomplete, {}, [...fields, ...numberField])).toBeNull();
  });

  it('keeps two conditions on one field as two, and groups with "or" and "not"', () => {
    const group: RuleGroup = all(rule('email', 'contains', 'a'), rule('email', 'contains', ' b '), {
      combinator: 'or',
      not: true,
      rules: [rule('is_site', 'is', true), rule('sex', 'any_of', ['male'])],
    });
    const query = toFilterQuery(group, { sort: 'email' }, fields);
    expect(query).toEqual({
      sort: 'email',
      where: {
        combinator: 'and',
        rules: [
          cond('email', 'contains', 'a'),
          cond('email', 'contains', 'b'),
          { combinator: 'or', not: true, rules: [cond('is_site', 'eq', true), cond('sex', 'in', ['male'])] },
        ],
      },
    });
    const back = fromFilterQuery(query, fields);
    expect(back.kept).toEqual({ sort: 'email' });
    expect(back.group.rules[1]).toEqual(rule('email', 'contains', 'b'));
    expect(back.group.rules[2]).toEqual(group.rules[2]);
  });

  it('reads a query saved in the older plain shape as rows, keeping what it cannot show', () => {
    const old: FilterQuery = {
      sort: 'email',
      custom_properties: 'x',
      is_site: 'yes',
      email: { ne: 'a' },
      registration_source: 'web',
      birthday: { gte: '1950-01-02', lt: '1960-01-01' },
      created_at: { gte: '2026-01-01' },
      sex: ['female'],
      size: { gte: 2, lte: 8 },
    };
    const { group, kept } = fromFilterQuery(old, [...fields, ...numberField]);
    expect(group).toEqual(
      all(
        rule('registration_source', 'contains', 'web'),
        rule('birthday', 'between', ['1950-01-02', '1959-12-31']),
        rule('created_at', 'after', '2025-12-31'),
        rule('sex', 'any_of', ['female']),
        rule('size', 'between', [2, 8]),
      ),
    );
    expect(kept).toEqual({ sort: 'email', custom_properties: 'x', is_site: 'yes', email: { ne: 'a' } });
    // Written again, the rows go to the tree and the older entries are not sent twice.
    expect(toFilterQuery(group, kept, [...fields, ...numberField])).toEqual({
      ...kept,
      where: {
        combinator: 'and',
        rules: [
          cond('registration_source', 'contains', 'web'),
          cond('birthday', 'between', ['1950-01-02', '1959-12-31']),
          cond('created_at', 'gt', '2025-12-31'),
          cond('sex', 'in', ['female']),
          cond('size', 'between', [2, 8]),
        ],
      },
    });
    expect(fromFilterQuery(null, fields)).toEqual({ group: all(), kept: {} });
  });

  it('maps by the users catalogue when given no fields', () => {
    expect(toFilterQuery(all(rule('is_site', 'is', true)))).toEqual(where(cond('is_site', 'eq', true)));
    expect(fromFilterQuery({ is_site: true }).group).toEqual(all(rule('is_site', 'is', true)));
  });
});

describe('custom properties in the users filter', () => {
  const defs = [
    { name: 'preferred_contact', label: 'Preferred contact', type: 'text' },
    { name: 'wearable_device', label: 'Uses a wearable device', type: 'boolean' },
    { name: 'devices', label: 'Devices', type: 'number' },
    { name: 'notes', label: 'Notes', type: undefined },
  ];
  const withProps = [...fields, ...customPropertyFields(defs, (key, o) => `${key}:${String(o?.label)}`)];

  it('offers each as a field named by it, compared by its type (text when it has none)', () => {
    const props = withProps.filter((f) => f.name.startsWith(CUSTOM_PROPERTY));
    expect(props.map((f) => [f.name, f.kind, f.label])).toEqual([
      ['custom_properties.preferred_contact', 'text', 'domain.user_query.custom_property:Preferred contact'],
      [
        'custom_properties.wearable_device',
        'boolean',
        'domain.user_query.custom_property:Uses a wearable device',
      ],
      ['custom_properties.devices', 'number', 'domain.user_query.custom_property:Devices'],
      ['custom_properties.notes', 'text', 'domain.user_query.custom_property:Notes'],
    ]);
  });

  it('writes and reads their conditions as any field, and shows them before the definitions arrive', () => {
    const rules = [
      rule('custom_properties.preferred_contact', 'contains', ' phone '),
      rule('custom_properties.wearable_device', 'is', false),
      rule('custom_properties.devices', 'greater', '1'),
    ];
    const query = where(
      cond('custom_properties.preferred_contact', 'contains', 'phone'),
      cond('custom_properties.wearable_device', 'eq', false),
      cond('custom_properties.devices', 'gt', 1),
    );
    expect(toFilterQuery(all(...rules), {}, withProps)).toEqual(query);
    const read = all(
      rule('custom_properties.preferred_contact', 'contains', 'phone'),
      rule('custom_properties.wearable_device', 'is', false),
      rule('custom_properties.devices', 'greater', 1),
    );
    expect(fromFilterQuery(query, withProps)).toEqual({ group: read, kept: {} });
    // Without the definitions (still loading, or not readable) they are rows all the same, in the
    // tree and in the older shape.
    expect(fromFilterQuery(query, fields)).toEqual({ group: read, kept: {} });
    const old = {
      'custom_properties.preferred_contact': 'phone',
      'custom_properties.wearable_device': false,
      'custom_properties.devices': { gt: 1 },
    };
    expect(fromFilterQuery(old, fields)).toEqual({ group: read, kept: {} });
    expect(
      withQueryFields(old, fields)
        .slice(fields.length)
        .map((f) => [f.name, f.kind]),
    ).toEqual([
      ['custom_properties.preferred_contact', 'text'],
      ['custom_properties.wearable_device', 'boolean'],
      ['custom_properties.devices', 'number'],
    ]);
  });
});
