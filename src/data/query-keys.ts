import type { GetListParams, GetManyReferenceParams, Identifier } from 'react-admin';

/**
 * Query keys per entity in the shapes react-admin's hooks use (ra-core useGetList, useGetOne, ...),
 * so a screen can invalidate or prefetch exactly what the generated screens read:
 * `queryClient.invalidateQueries({ queryKey: queryKeys('studies').all })`.
 */
export function queryKeys(resource: string) {
  return {
    all: [resource] as const,
    lists: () => [resource, 'getList'] as const,
    list: (params: Pick<GetListParams, 'pagination' | 'sort' | 'filter' | 'meta'>) =>
      [
        resource,
        'getList',
        { pagination: params.pagination, sort: params.sort, filter: params.filter, meta: params.meta },
      ] as const,
    detail: (id: Identifier, meta?: unknown) => [resource, 'getOne', { id: String(id), meta }] as const,
    many: (ids: readonly Identifier[], meta?: unknown) =>
      [resource, 'getMany', { ids: ids.map((id) => String(id)), meta }] as const,
    references: () => [resource, 'getManyReference'] as const,
    reference: ({ target, id, pagination, sort, filter, meta }: GetManyReferenceParams) =>
      [resource, 'getManyReference', { target, id, pagination, sort, filter, meta }] as const,
    /**
     * The reference picker's search (`GET /z/{entity}/search?{field}=`), under the entity so
     * invalidating `all` refreshes what the picker offers too.
     */
    search: (field: string, text: string) => [resource, 'search', { field, text }] as const,
    /** Keys of the calls in api.ts, under the entity so `all` invalidates them too. */
    custom: (name: string, ...args: readonly unknown[]) => [resource, name, ...args] as const,
  };
}

export type QueryKeys = ReturnType<typeof queryKeys>;
