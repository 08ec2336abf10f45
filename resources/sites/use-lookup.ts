import { useGetList } from 'react-admin';

export interface LookupOption {
  id: string;
  label: string;
}

/** A status list (patient statuses, admin statuses): a handful of rows, all read at once. */
export function useLookup(entity: 'patient-statuses' | 'patient-admin-statuses'): LookupOption[] {
  const { data = [] } = useGetList(entity, {
    pagination: { page: 1, perPage: 100 },
    sort: { field: 'id', order: 'ASC' },
    filter: {},
  });
  return data.map((r) => ({ id: String(r.id), label: String(r.label ?? r.name ?? r.id) }));
}
