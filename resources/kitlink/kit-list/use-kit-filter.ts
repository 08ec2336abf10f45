import { useListParams, type Identifier } from 'react-admin';
import { entityNamed } from '@schemas/index';
import type { KitGroup, KitListFilter } from '../types';

export const kits = entityNamed('kits');

export interface KitFilter {
  /** The kits list's filter and search, as the list itself reads them. */
  filter: KitListFilter;
  /** Narrows the list to one value of a group, or with `undefined` drops that group's filter. */
  choose: (group: KitGroup, value: Identifier | undefined) => void;
  /** Drops the filters of these groups at once. */
  clear: (groups: readonly KitGroup[]) => void;
}

/**
 * The kits list's own parameters (URL, else react-admin's store), read and written as the list
 * below reads them: a count chosen here is the list's filter, shown and removable in its toolbar
 * too, and a filter set in the toolbar narrows the counts.
 */
export function useKitFilter(): KitFilter {
  const [query, { setFilters }] = useListParams({
    resource: kits.name,
    sort: kits.list.sort,
    perPage: kits.list.perPage,
  });
  const filter = query.filterValues as KitListFilter;
  // One change of the list's parameters per gesture: each write replaces the whole filter.
  const change = (dropped: readonly KitGroup[], added?: { group: KitGroup; value: Identifier }) => {
    const kept = (values: Readonly<Record<string, unknown>>) =>
      Object.fromEntries(Object.entries(values).filter(([k]) => !(dropped as readonly string[]).includes(k)));
    const rest = kept(filter);
    const shown = kept((query.displayedFilters ?? {}) as Record<string, boolean>);
    if (!added) setFilters(rest, shown, false);
    else setFilters({ ...rest, [added.group]: added.value }, { ...shown, [added.group]: true }, false);
  };
  return {
    filter,
    choose: (group, value) => change([group], value === undefined ? undefined : { group, value }),
    clear: (groups) => change(groups),
  };
}
