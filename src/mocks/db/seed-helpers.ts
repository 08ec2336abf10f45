import type { Row } from '../lib/respond';
import type { RowCtx } from './fields';

/** Cycles a closed list, numbering repeats so names stay unique past its end. */
export function nth(list: readonly string[], id: number): string {
  const base = list[(id - 1) % list.length] ?? '';
  const round = Math.floor((id - 1) / list.length);
  return round === 0 ? base : `${base} ${round + 1}`;
}

/** Cycles a closed list of names and labels, numbering repeats (`_2`, ` 2`) past its end. */
export function named(list: readonly { name: string; label: string }[]) {
  return (c: RowCtx): Row => {
    const item = list[(c.id - 1) % list.length];
    const round = Math.floor((c.id - 1) / list.length);
    const suffix = round === 0 ? '' : `_${round + 1}`;
    return item
      ? { name: `${item.name}${suffix}`, label: `${item.label}${suffix ? ` ${round + 1}` : ''}` }
      : {};
  };
}
