import { sameValue } from './same-value';
import type { DiffEntry, DiffValue, Phrase } from './types';

/** A value in a sentence: scalars as they are, lists of scalars joined, anything else as JSON. */
export function toDiffValue(value: unknown): DiffValue {
  if (value === undefined || value === null) return null;
  if (typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean') return value;
  if (Array.isArray(value) && value.every((v) => typeof v === 'string' || typeof v === 'number')) {
    return value.join(', ');
  }
  return JSON.stringify(value);
}

export interface FieldSpec<T> {
  key: keyof T & string;
  label: Phrase;
  /** How the value reads in the sentence (a reference's title rather than its id). */
  format?: (value: T[keyof T & string]) => DiffValue;
}

/** `Title changed from "A" to "B"` for each listed field of a flat record whose value differs. */
export function fieldChanges<T extends object>(
  before: T,
  after: T,
  fields: readonly FieldSpec<T>[],
  where?: Phrase,
): DiffEntry[] {
  return fields.flatMap((field): DiffEntry[] => {
    const from = before[field.key];
    const to = after[field.key];
    if (sameValue(from, to)) return [];
    const show = field.format ?? toDiffValue;
    const entry: DiffEntry = { kind: 'changed', label: field.label, from: show(from), to: show(to) };
    return [where === undefined ? entry : { ...entry, where }];
  });
}

export interface ListSpec<I> {
  /** What an item is ("Block"). */
  label: Phrase;
  key: (item: I) => string;
  /** The item's own name in the sentence ("Age"). */
  name: (item: I) => string;
  /** Where the list is ("section 2"). */
  where?: Phrase;
  /** Changes inside an item present on both sides. */
  inner?: (before: I, after: I) => DiffEntry[];
}

/**
 * The positions (into `seq`) of a longest increasing subsequence: the items that kept their order.
 * Everything else moved, so moving one item reports one move, not a shift of all the others.
 */
function keptInOrder(seq: readonly number[]): Set<number> {
  const tails: number[] = [];
  const previous: number[] = [];
  seq.forEach((value, i) => {
    let lo = 0;
    let hi = tails.length;
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      if ((seq[tails[mid] ?? 0] ?? 0) < value) lo = mid + 1;
      else hi = mid;
    }
    previous[i] = lo > 0 ? (tails[lo - 1] ?? -1) : -1;
    tails[lo] = i;
  });
  const kept = new Set<number>();
  for (let i = tails.at(-1) ?? -1; i >= 0; i = previous[i] ?? -1) kept.add(i);
  return kept;
}

/** `Block "Age" added to section 2`, removed from, moved from position 3 to 1, and inner changes. */
export function listChanges<I>(before: readonly I[], after: readonly I[], spec: ListSpec<I>): DiffEntry[] {
  const where = spec.where === undefined ? {} : { where: spec.where };
  const beforeIndex = new Map(before.map((item, i) => [spec.key(item), i]));
  const afterKeys = new Set(after.map(spec.key));
  const removed: DiffEntry[] = before
    .filter((item) => !afterKeys.has(spec.key(item)))
    .map((item) => ({ kind: 'removed', label: spec.label, item: spec.name(item), ...where }));
  const common = after.filter((item) => beforeIndex.has(spec.key(item)));
  const kept = keptInOrder(common.map((item) => beforeIndex.get(spec.key(item)) ?? 0));
  const commonPosition = new Map(common.map((item, i) => [spec.key(item), i]));
  const rest = after.flatMap((item, position): DiffEntry[] => {
    const key = spec.key(item);
    const was = beforeIndex.get(key);
    if (was === undefined) return [{ kind: 'added', label: spec.label, item: spec.name(item), ...where }];
    const previous = before[was] as I;
    const moved: DiffEntry[] = kept.has(commonPosition.get(key) ?? -1)
      ? []
      : [
          {
            kind: 'moved',
            label: spec.label,
            item: spec.name(item),
            from: was + 1,
            to: position + 1,
            ...where,
          },
        ];
    return [...moved, ...(spec.inner?.(previous, item) ?? [])];
  });
  return [...removed, ...rest];
}
