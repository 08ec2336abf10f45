import { http } from 'msw';
import { rows, schemaOf } from '@/mocks/db';
import { refusedOn, visibleTo } from '@/mocks/lib/access';
import { listParams, matches, parseSearch } from '@/mocks/lib/query';
import { fail, ok, type Row } from '@/mocks/lib/respond';
import { prepareDay } from './day';
import { named } from './rows';
import { KIT_STATES } from '@/domain/kit-states';
import { KIT_GROUPS, type KitCountEntry, type KitCounts, type KitGroup } from '../types';

/** One condition of the filter, on one field. */
export interface Condition {
  field: string;
  test: (row: Row) => boolean;
}

export interface Tally {
  total: number;
  /** Per group, the count of each value (as text), in the order the values were first met. */
  groups: Record<string, Map<string, { value: number | string; count: number }>>;
}

/**
 * Counts rows by each of `groups` in one pass. `total` and every group honour `keep` (search,
 * access) and all conditions, except that a group ignores the condition on its own field: the
 * other values of a chosen group stay visible, so a choice can be changed without clearing it
 * first. A row failing exactly one condition counts only in that condition's group.
 */
export function tallyGroups(
  list: readonly Row[],
  groups: readonly string[],
  conditions: readonly Condition[],
  keep: (row: Row) => boolean = () => true,
): Tally {
  const tally: Tally = { total: 0, groups: Object.fromEntries(groups.map((g) => [g, new Map()])) };
  const bump = (group: string, row: Row) => {
    const value = row[group];
    if (typeof value !== 'string' && typeof value !== 'number') return;
    const counts = tally.groups[group]!;
    const entry = counts.get(String(value));
    if (entry) entry.count += 1;
    else counts.set(String(value), { value, count: 1 });
  };
  for (const row of list) {
    if (!keep(row)) continue;
    let failed: string | undefined;
    let failures = 0;
    for (const c of conditions) {
      if (c.test(row)) continue;
      failures += 1;
      failed = c.field;
      if (failures > 1) break;
    }
    if (failures === 0) {
      tally.total += 1;
      for (const g of groups) bump(g, row);
    } else if (failures === 1 && failed !== undefined && failed in tally.groups) {
      bump(failed, row);
    }
  }
  return tally;
}

const byCount = (a: KitCountEntry, b: KitCountEntry) => b.count - a.count || a.label.localeCompare(b.label);

/** A group's entries as the wire has them: states in life-cycle order, the rest most kits first. */
function entries(group: KitGroup, counts: Tally['groups'][string], chosen: unknown): KitCountEntry[] {
  if (group === 'status')
    return KIT_STATES.map((s) => ({ value: s, label: s, count: counts.get(s)?.count ?? 0 }));
  const found = [...counts.values()];
  // The chosen value is listed even when nothing else in the filter leaves a kit for it.
  if ((typeof chosen === 'string' || typeof chosen === 'number') && !counts.has(String(chosen)))
    found.push({ value: chosen, count: 0 });
  const [entity, field] = group === 'study_id' ? ['studies', 'title'] : ['consignments', 'reference'];
  return found
    .map(({ value, count }) => ({ value, count, label: named(entity, value, field)?.name ?? String(value) }))
    .sort(byCount);
}

/** `GET /admin/kitlink/kit-counts` (docs/backend.md, "KitLink"). */
export const countHandlers = [
  http.get('/api/admin/kitlink/kit-counts', ({ request }) => {
    const denied = refusedOn('kits', request, 'list');
    if (denied) return denied;
    prepareDay();
    const raw = parseSearch(new URL(request.url));
    const groups = String(raw.group_by ?? '')
      .split(',')
      .filter(Boolean);
    const unknown = groups.filter((g) => !(KIT_GROUPS as readonly string[]).includes(g));
    if (groups.length === 0 || unknown.length > 0)
      return fail(422, 'Choose what to count kits by.', {
        group_by: `One or more of ${KIT_GROUPS.join(', ')}`,
      });
    const schema = schemaOf('kits');
    const { filter, q } = listParams(raw);
    const conditions = Object.entries(filter).map(([field, wanted]) => {
      const def = schema?.fields.find((f) => f.source === field);
      return { field, test: (row: Row) => matches(def, row[field], wanted) };
    });
    const visible = visibleTo(schema, request);
    const needle = q?.toLowerCase();
    const searchFields = schema?.list.searchFields ?? ['barcode'];
    const searched = (row: Row) =>
      !needle ||
      searchFields.some((s) =>
        String(row[s] ?? '')
          .toLowerCase()
          .includes(needle),
      );
    const tally = tallyGroups(rows('kits'), groups, conditions, (row) => visible(row) && searched(row));
    const data: KitCounts = {
      total: tally.total,
      groups: Object.fromEntries(
        (groups as KitGroup[]).map((g) => [g, entries(g, tally.groups[g]!, filter[g])]),
      ) as KitCounts['groups'],
    };
    return ok(data);
  }),
];
