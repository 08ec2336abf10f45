import { usersGroup } from '@/contract/users-query';
import { conditionKind, OP_OF, OPERATOR_OF, valueOf } from './conditions';
import { legacyKind, legacyRule } from './legacy-query';
import type {
  FilterCondition,
  FilterField,
  FilterFieldKind,
  FilterGroup,
  FilterQuery,
  FilterRule,
  RuleGroup,
} from './types';

function walk(group: FilterGroup, visit: (c: FilterCondition) => void): void {
  for (const node of group.rules)
    if ('rules' in node) walk(node, visit);
    else visit(node);
}

/**
 * The catalogue, with a field for each one a query names that the catalogue does not (yet) have,
 * such as a custom property whose definition is still on its way: its conditions show as rows at
 * once, labelled by name, and the definitions replace these fields when they arrive. Plain entries
 * are fields only when named with `plainPrefix` (their kind told by their value), and are labelled
 * by the rest of their name.
 */
export function withQueryFields(
  query: FilterQuery | null,
  fields: readonly FilterField[],
  plainPrefix?: string,
): FilterField[] {
  const known = new Set(fields.map((f) => f.name));
  const added = new Map<string, FilterField>();
  const prefixed = (name: string) => plainPrefix !== undefined && name.startsWith(plainPrefix);
  const add = (name: string, kind: FilterFieldKind | null) => {
    if (known.has(name) || added.has(name) || kind === null) return;
    const label = prefixed(name) ? name.slice(plainPrefix?.length) : name;
    added.set(name, { name, label, kind });
  };
  if (query?.where) walk(query.where, (c) => add(c.field, conditionKind(c)));
  for (const [name, value] of Object.entries(query ?? {})) if (prefixed(name)) add(name, legacyKind(value));
  return [...fields, ...added.values()];
}

/** The builder's rows as the server's tree: incomplete rows and groups left empty are left out. */
export function toFilterGroup(group: RuleGroup, fields: readonly FilterField[]): FilterGroup | null {
  const rules = group.rules.flatMap((node): FilterGroup['rules'] => {
    if ('rules' in node) {
      const inner = toFilterGroup(node, fields);
      return inner ? [inner] : [];
    }
    const kind = fields.find((f) => f.name === node.field)?.kind;
    const value = kind && valueOf(node, kind);
    return value === undefined || value === ''
      ? []
      : [{ field: node.field, op: OP_OF[node.operator], value }];
  });
  if (rules.length === 0) return null;
  return { combinator: group.combinator, ...(group.not && { not: true }), rules };
}

/** The server's tree as the builder's rows. */
export function fromFilterGroup(group: FilterGroup, fields: readonly FilterField[]): RuleGroup {
  const rules = group.rules.map((node): FilterRule | RuleGroup => {
    if ('rules' in node) return fromFilterGroup(node, fields);
    const field = fields.find((f) => f.name === node.field);
    const operator = (field && OPERATOR_OF[field.kind][node.op]) ?? OPERATOR_OF[conditionKind(node)][node.op];
    const value = Array.isArray(node.value) ? [...node.value] : node.value;
    return { field: node.field, operator: operator ?? 'equals', value };
  });
  return { combinator: group.combinator, ...(group.not && { not: true }), rules };
}

/** The server's query for the builder's rows, with the entries it kept beside them; null for none. */
export function toFilterQuery(
  group: RuleGroup,
  kept: FilterQuery,
  fields: readonly FilterField[],
): FilterQuery | null {
  const where = toFilterGroup(group, fields);
  if (!where) return Object.keys(kept).length > 0 ? { ...kept } : null;
  return { ...kept, where };
}

/**
 * The builder's rows for a server query: its tree, and, for a query saved in the older plain shape,
 * its entries as rows of the same all-of group. Entries it cannot show as rows (fields outside the
 * catalogue, sort keys, shapes it does not offer) are kept as they are and sent back unchanged.
 */
export function fromFilterQuery(
  query: FilterQuery | null,
  catalogueFields: readonly FilterField[],
  plainPrefix?: string,
): { group: RuleGroup; kept: FilterQuery } {
  const fields = withQueryFields(query, catalogueFields, plainPrefix);
  const { where, ...entries } = query ?? {};
  const rows: FilterRule[] = [];
  const kept: FilterQuery = {};
  for (const [name, value] of Object.entries(entries)) {
    const field = fields.find((f) => f.name === name);
    const rule = field ? legacyRule(field, value) : null;
    if (rule) rows.push(rule);
    else kept[name] = value;
  }
  // A tree written elsewhere that is not one (a hand-typed query) is kept as it is, not read.
  const valid = where !== undefined && usersGroup.safeParse(where).success;
  if (where !== undefined && !valid) kept.where = where;
  const tree = where && valid ? fromFilterGroup(where, fields) : null;
  if (!tree) return { group: { combinator: 'and', rules: rows }, kept };
  if (rows.length === 0) return { group: tree, kept };
  // Both shapes at once: each must hold.
  const group: RuleGroup =
    tree.combinator === 'and' && !tree.not
      ? { combinator: 'and', rules: [...rows, ...tree.rules] }
      : { combinator: 'and', rules: [...rows, tree] };
  return { group, kept };
}
