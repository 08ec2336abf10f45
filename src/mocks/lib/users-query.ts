import type { FieldDef } from '@/engine';
import { rows, schemaOf } from '../db';
import { filterRows, matches } from './query';
import { isObject, str, type Row } from './respond';

// The users query (docs/backend.md, sections 3 and 16) as the server applies it: the condition
// tree under `where`, and the plain entries beside it (the list's filters, older saved queries).

const PROPERTY = 'custom_properties.';
// An older query's custom property entry is compared as text is: by substring, others equal.
const PROPERTY_DEF = { type: 'text' } as FieldDef;
const ENROLLED_IN = 'enrolled_in';
type Test = (user: Row) => boolean;

/** Each user's studies (ids as text), read once per query. */
function enrolments(): Map<string, string[]> {
  const byUser = new Map<string, string[]>();
  for (const e of rows('enrollments')) {
    const list = byUser.get(String(e.user_id)) ?? [];
    list.push(String(e.study_id));
    byUser.set(String(e.user_id), list);
  }
  return byUser;
}

/** Whether a field is compared by day: a date field, or a custom property of the date type. */
function isDateField(field: string): boolean {
  if (!field.startsWith(PROPERTY)) {
    const type = schemaOf('users')?.fields.find((f) => f.source === field)?.type;
    return type === 'date' || type === 'datetime';
  }
  const def = rows('custom-properties').find((p) => p.name === field.slice(PROPERTY.length));
  return rows('property-types').find((t) => t.id === def?.property_type_id)?.name === 'date';
}

const day = (v: unknown) => str(v).slice(0, 10);

/** One condition of the tree as a test of a user. */
function conditionTest(node: Row, studies: () => Map<string, string[]>): Test {
  const field = str(node.field);
  const { op, value } = node;
  const dates = isDateField(field);
  const read = (user: Row): unknown => {
    if (field === ENROLLED_IN) return studies().get(String(user.id)) ?? [];
    if (!field.startsWith(PROPERTY)) return user[field];
    return isObject(user.custom_properties)
      ? user.custom_properties[field.slice(PROPERTY.length)]
      : undefined;
  };
  // Numbers compare as numbers, dates by their day, the rest as they are.
  const key = (v: unknown) => (dates ? day(v) : typeof v === 'number' ? v : Number(v));
  const equal = (a: unknown) => {
    if (typeof value === 'boolean' || typeof a === 'boolean') return a === value;
    if (dates) return day(a) === value;
    if (typeof value === 'number') return Number(a) === value;
    return str(a).toLowerCase() === str(value).toLowerCase();
  };
  return (user) => {
    const actual = read(user);
    const absent = actual === null || actual === undefined;
    if (op === 'ne') return absent || !equal(actual);
    if (absent) return false;
    switch (op) {
      case 'contains':
        return typeof actual === 'string' && actual.toLowerCase().includes(str(value).toLowerCase());
      case 'eq':
        return equal(actual);
      case 'lt':
        return key(actual) < key(value);
      case 'gt':
        return key(actual) > key(value);
      case 'between': {
        const [from, to] = Array.isArray(value) ? value : [];
        return key(from) <= key(actual) && key(actual) <= key(to);
      }
      case 'in': {
        const wanted = new Set((Array.isArray(value) ? value : [value]).map(String));
        return (Array.isArray(actual) ? actual : [actual]).some((a) => wanted.has(String(a)));
      }
      default:
        return false;
    }
  };
}

/** A group: all (`and`) or any (`or`) of its conditions, turned round by `not`; empty holds. */
function groupTest(group: Row, studies: () => Map<string, string[]>): Test {
  const tests = (Array.isArray(group.rules) ? group.rules : [])
    .filter(isObject)
    .map((n) => (Array.isArray(n.rules) ? groupTest(n, studies) : conditionTest(n, studies)));
  const any = group.combinator === 'or';
  const holds: Test =
    tests.length === 0 ? () => true : any ? (u) => tests.some((t) => t(u)) : (u) => tests.every((t) => t(u));
  return group.not === true ? (u) => !holds(u) : holds;
}

/**
 * The users a query selects: its `where` tree and its plain entries all hold, `enrolled_in` and
 * `custom_properties.<name>` entries included. `sort` and `order` select nothing.
 */
export function usersMatching(query: Record<string, unknown>): Row[] {
  const { sort: _sort, order: _order, where, ...entries } = query;
  let known: Map<string, string[]> | undefined;
  const studies = () => (known ??= enrolments());
  const plain: Record<string, unknown> = {};
  const tests: Test[] = [];
  for (const [name, value] of Object.entries(entries)) {
    if (name === ENROLLED_IN) tests.push(conditionTest({ field: name, op: 'in', value }, studies));
    else if (name.startsWith(PROPERTY)) {
      const prop = name.slice(PROPERTY.length);
      tests.push((u) =>
        matches(PROPERTY_DEF, isObject(u.custom_properties) ? u.custom_properties[prop] : undefined, value),
      );
    } else plain[name] = value;
  }
  if (isObject(where)) tests.push(groupTest(where, studies));
  return filterRows(schemaOf('users'), rows('users'), plain).filter((u) => tests.every((t) => t(u)));
}
