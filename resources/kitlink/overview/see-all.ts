import '../texts';
import { useTranslate } from 'react-admin';
import { usePermissionCheck } from '@/auth';
import { PERM } from '@/auth/permission-names';
import type { OverviewFilter } from '../types';

// Where a list of the KitLink home opens in full: the console's own list of those records, with
// as much of the overview's filter as that list can hold (its state, study and, for orders, lab).

type Can = (permissions: string[]) => boolean;

const listAt = (path: string, filter: Record<string, string | undefined>) => {
  const set = Object.fromEntries(Object.entries(filter).filter(([, v]) => v !== undefined && v !== ''));
  return Object.keys(set).length === 0
    ? path
    : `${path}?${new URLSearchParams({ filter: JSON.stringify(set) }).toString()}`;
};

/** The full list of the requests waiting, orders or kits, or null where there is none to open. */
function fullList(list: string, f: OverviewFilter, can: Can): string | null {
  if ((list === 'approvals' || list === 'orders') && can([PERM.orders]))
    return listAt('/order-list', {
      status: list === 'approvals' ? 'requested' : f.order_status,
      study_id: f.study_id,
      lab_id: f.lab_id,
    });
  if (list === 'kits' && can([PERM.kits]))
    return listAt('/kit-list', { status: f.kit_status, study_id: f.study_id });
  return null;
}

/** The link to a list's full list, named after it (`kitlink.see_all.<list>`), or null. */
export function useSeeAll(list: string, filter: OverviewFilter) {
  const translate = useTranslate();
  const to = fullList(list, filter, usePermissionCheck());
  return to === null ? null : { to, label: translate(`kitlink.see_all.${list}`) };
}
