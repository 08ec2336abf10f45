import '@schemas/index';
import {
  CUSTOM_PROPERTY,
  customPropertyFields,
  fromFilterQuery,
  toFilterQuery,
  userFilterFields,
  type FilterQuery,
  type FilterRule,
} from '@/ui/query-builder';

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

describe('toFilterQuery and fromFilterQuery', () => {
  // Each operator: the rule, and the condition the server gets.
  const cases: [FilterRule, FilterQuery][] = [
    [rule('email', 'contains', 'research.test'), { email: 'research.test' }],
    [rule('email', 'equals', 'ada@example.org'), { email: { eq: 'ada@example.org' } }],
    [rule('birthday', 'on', '1980-02-29'), { birthday: '1980-02-29' }],
    [rule('birthday', 'before', '1980-01-01'), { birthday: { lt: '1980-01-01' } }],
    [rule('created_at', 'after', '2025-12-31'), { created_at: { gte: '2026-01-01' } }],
    [
      rule('created_at', 'between', ['2025-03-01', '2025-03-31']),
      { created_at: { gte: '2025-03-01', lt: '2025-04-01' } },
    ],
    [rule('is_site', 'is', false), { is_site: false }],
    [rule('sex', 'any_of', ['female', 'intersex']), { sex: ['female', 'intersex'] }],
    [rule('cohort', 'any_of', [3, 5]), { cohort: [3, 5] }],
    [rule('role_list', 'any_of', [1]), { role_list: [1] }],
    [rule('enrolled_in', 'any_of', [12]), { enrolled_in: [12] }],
  ];

  it.each(cases)('%j ⇄ %j', (r, query) => {
    expect(toFilterQuery([r], fields)).toEqual(query);
    expect(fromFilterQuery(query, fields)).toEqual({ rules: [r], kept: {} });
  });

  const numberField = [{ name: 'size', label: 'Size', kind: 'number' as const }];
  it.each([
    [rule('size', 'equals', 4), { size: 4 }],
    [rule('size', 'not_equals', 4), { size: { ne: 4 } }],
    [rule('size', 'less', 10), { size: { lt: 10 } }],
    [rule('size', 'greater', 10), { size: { gt: 10 } }],
    [rule('size', 'between', [2, 8]), { size: { gte: 2, lte: 8 } }],
  ] as [FilterRule, FilterQuery][])('numbers: %j ⇄ %j', (r, query) => {
    expect(toFilterQuery([r], numberField)).toEqual(query);
    expect(fromFilterQuery(query, numberField)).toEqual({ rules: [r], kept: {} });
  });

  it('reads numbers typed as text, and leaves incomplete rules out', () => {
    expect(toFilterQuery([rule('size', 'between', ['2', '8'])], numberField)).toEqual({
      size: { gte: 2, lte: 8 },
    });
    const incomplete = [
      rule('email', 'contains', '  '),
      rule('birthday', 'before', ''),
      rule('created_at', 'between', ['2025-01-01', '']),
      rule('sex', 'any_of', []),
      rule('size', 'less', 'abc'),
    ];
    expect(toFilterQuery(incomplete, [...fields, ...numberField])).toBeNull();
  });

  it('joins two comparisons on one field, and trims text', () => {
    const rules = [
      rule('birthday', 'after', '1950-01-01'),
      rule('birthday', 'before', '1960-01-01'),
      rule('fullname', 'contains', ' Ada '),
    ];
    const query = { birthday: { gte: '1950-01-02', lt: '1960-01-01' }, fullname: 'Ada' };
    expect(toFilterQuery(rules, fields)).toEqual(query);
    expect(fromFilterQuery(query, fields).rules).toEqual([
      rule('birthday', 'between', ['1950-01-02', '1959-12-31']),
      rule('fullname', 'contains', 'Ada'),
    ]);
  });

  it('keeps what it cannot show as rules: other keys, unknown fields and shapes', () => {
    const query: FilterQuery = {
      sort: 'email',
      custom_properties: 'x',
      is_site: 'yes',
      email: { ne: 'a' },
      registration_source: 'web',
    };
    expect(fromFilterQuery(query, fields)).toEqual({
      rules: [rule('registration_source', 'contains', 'web')],
      kept: { sort: 'email', custom_properties: 'x', is_site: 'yes', email: { ne: 'a' } },
    });
    expect(fromFilterQuery(null, fields)).toEqual({ rules: [], kept: {} });
  });

  it('maps by the users catalogue when given no fields', () => {
    expect(toFilterQuery([rule('is_site', 'is', true)])).toEqual({ is_site: true });
    expect(fromFilterQuery({ is_site: true }).rules).toEqual([rule('is_site', 'is', true)]);
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
      ['custom_properties.preferred_contact', 'text', 'ui.query_builder.custom_property:Preferred contact'],
      [
        'custom_properties.wearable_device',
        'boolean',
        'ui.query_builder.custom_property:Uses a wearable device',
      ],
      ['custom_properties.devices', 'number', 'ui.query_builder.custom_property:Devices'],
      ['custom_properties.notes', 'text', 'ui.query_builder.custom_property:Notes'],
    ]);
  });

  it('writes and reads their conditions as any field', () => {
    const rules = [
      rule('custom_properties.preferred_contact', 'contains', ' phone '),
      rule('custom_properties.wearable_device', 'is', false),
      rule('custom_properties.devices', 'greater', '1'),
    ];
    const query: FilterQuery = {
      'custom_properties.preferred_contact': 'phone',
      'custom_properties.wearable_device': false,
      'custom_properties.devices': { gt: 1 },
    };
    expect(toFilterQuery(rules, withProps)).toEqual(query);
    expect(fromFilterQuery(query, withProps)).toEqual({
      rules: [rules[0] && { ...rules[0], value: 'phone' }, rules[1], rules[2] && { ...rules[2], value: 1 }],
      kept: {},
    });
    // Without the definitions (not readable), their conditions are kept and sent back unchanged.
    expect(fromFilterQuery(query, fields)).toEqual({ rules: [], kept: query });
  });
});
