import fc from 'fast-check';
import { rows } from '@/mocks/db';
import type { Row } from '@/mocks/lib/respond';
import { customPropertyFields, userFilterFields } from '@/domain/user-query';
import type { FilterField, FilterRule, RuleGroup } from '@/ui/query-builder';

// Random builder rows and groups over the users catalogue, with values drawn from the mock's users
// so that conditions select some users, not always none or all.

/** The catalogue as the builder has it once everything has loaded: reference choices included. */
export function loadedCatalogue(): FilterField[] {
  const types = new Map(rows('property-types').map((t) => [t.id, String(t.name)]));
  const defs = rows('custom-properties').map((p) => ({
    name: String(p.name),
    label: String(p.label),
    type: types.get(p.property_type_id),
  }));
  const fields = [...userFilterFields((k) => k), ...customPropertyFields(defs, (k) => k)];
  return fields.map((f) =>
    f.reference
      ? {
          ...f,
          options: rows(f.reference.entity)
            .slice(0, 60)
            .map((r) => ({ value: r.id as number, label: '' })),
        }
      : f,
  );
}

/** A field's value for a user, as the builder would show it ('' when missing). */
export function valueOf(user: Row, field: string): unknown {
  const prefix = 'custom_properties.';
  if (!field.startsWith(prefix)) return user[field];
  const props = user.custom_properties as Record<string, unknown> | null | undefined;
  return props?.[field.slice(prefix.length)];
}

const text = (v: unknown) => (typeof v === 'string' ? v : '');

function ruleFor(field: FilterField, users: readonly Row[]): fc.Arbitrary<FilterRule> {
  const seen = fc.integer({ min: 0, max: users.length - 1 }).map((i) => valueOf(users[i]!, field.name));
  const name = field.name;
  switch (field.kind) {
    case 'text':
      return fc.oneof(
        fc.tuple(seen, fc.nat(), fc.integer({ min: 1, max: 4 })).map(([v, at, len]): FilterRule => {
          const whole = text(v);
          const part = whole
            .slice(at % Math.max(1, whole.length), (at % Math.max(1, whole.length)) + len)
            .trim();
          return { field: name, operator: 'contains', value: part || 'a' };
        }),
        seen.map((v): FilterRule => ({ field: name, operator: 'equals', value: text(v).trim() || 'x' })),
      );
    case 'date': {
      const day = seen.map((v) => text(v).slice(0, 10) || '2000-01-01');
      return fc.oneof(
        fc
          .tuple(fc.constantFrom('on', 'before', 'after' as const), day)
          .map(([operator, value]): FilterRule => ({ field: name, operator, value })),
        fc.tuple(day, day).map(([a, b]): FilterRule => ({
          field: name,
          operator: 'between',
          value: a < b ? [a, b] : [b, a],
        })),
      );
    }
    case 'number': {
      const n = seen.map((v) => (typeof v === 'number' ? v : 0));
      return fc.oneof(
        fc
          .tuple(fc.constantFrom('equals', 'not_equals', 'less', 'greater' as const), n)
          .map(([operator, value]): FilterRule => ({ field: name, operator, value })),
        fc.tuple(n, n).map(([a, b]): FilterRule => ({
          field: name,
          operator: 'between',
          value: [Math.min(a, b), Math.max(a, b)],
        })),
      );
    }
    case 'boolean':
      return fc.boolean().map((value): FilterRule => ({ field: name, operator: 'is', value }));
    case 'choice': {
      const options = (field.options ?? []).map((o) => o.value);
      return fc
        .uniqueArray(fc.constantFrom(...options), { minLength: 1, maxLength: 3 })
        .map((value): FilterRule => ({ field: name, operator: 'any_of', value }));
    }
  }
}

/** Groups of one to three rows or groups, nested at most three deep, with and/or and not. */
export function groupArbitrary(
  fields: readonly FilterField[],
  users: readonly Row[],
): fc.Arbitrary<RuleGroup> {
  const usable = fields.filter((f) => f.kind !== 'choice' || (f.options ?? []).length > 0);
  const rule = fc.oneof(...usable.map((f) => ruleFor(f, users)));
  const { group } = fc.letrec<{ group: RuleGroup; node: FilterRule | RuleGroup }>((tie) => ({
    group: fc
      .record(
        {
          combinator: fc.constantFrom('and' as const, 'or' as const),
          not: fc.boolean(),
          rules: fc.array(tie('node'), { minLength: 1, maxLength: 3 }),
        },
        { requiredKeys: ['combinator', 'rules'] },
      )
      .map((g): RuleGroup => ({ combinator: g.combinator, ...(g.not && { not: true }), rules: g.rules })),
    node: fc.oneof({ depthSize: 'small', maxDepth: 3, withCrossShrink: true }, rule, tie('group')),
  }));
  return group;
}
