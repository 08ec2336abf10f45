import { useQueries } from '@tanstack/react-query';
import { useDataProvider } from 'react-admin';
import { usePermissionCheck } from '@/auth';
import { canRead, lookupEntity, ownScope } from '@/engine';
import type { FilterField, FilterOption } from '@/ui/query-builder';

// Every study, cohort, partner or role fits in one read; the lists are short.
const MAX_CHOICES = 1000;

/**
 * The catalogue with the records of referenced entities as choices. A field whose entity the
 * account may not read is left out, so nothing is asked of the server that it would refuse.
 */
export function useChoices(fields: readonly FilterField[]): { fields: FilterField[]; loading: boolean } {
  const dataProvider = useDataProvider();
  const check = usePermissionCheck();
  const readable = fields.filter((f) => {
    const target = f.reference && lookupEntity(f.reference.entity);
    return !f.reference || (target !== undefined && canRead(target, (required) => check(required)));
  });
  const referenced = readable.flatMap((f) => (f.reference ? [f.reference] : []));
  const results = useQueries({
    queries: referenced.map(({ entity, titleField }) => {
      const target = lookupEntity(entity);
      const scope = target ? ownScope(target, (required) => check(required)) : undefined;
      return {
        queryKey: [entity, 'getList', 'filter-choices', titleField, scope ?? {}],
        queryFn: async () => {
          const { data } = await dataProvider.getList(entity, {
            pagination: { page: 1, perPage: MAX_CHOICES },
            sort: { field: titleField, order: 'ASC' },
            filter: scope ?? {},
          });
          return data.map((r): FilterOption => ({ value: r.id, label: String(r[titleField] ?? r.id) }));
        },
        staleTime: 5 * 60_000,
      };
    }),
  });
  const byEntity = new Map(referenced.map((r, i) => [r.entity, results[i]?.data]));
  return {
    fields: readable.map((f) =>
      f.reference ? { ...f, options: byEntity.get(f.reference.entity) ?? [] } : f,
    ),
    loading: results.some((r) => r.isPending),
  };
}
