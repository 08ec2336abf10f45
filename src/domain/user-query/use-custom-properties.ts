import { useQuery } from '@tanstack/react-query';
import { useDataProvider } from 'react-admin';
import { usePermissionCheck } from '@/auth';
import { canRead, lookupEntity } from '@/engine';
import type { CustomPropertyDef } from './catalogue';

const MAX_PROPERTIES = 1000;
const NONE: CustomPropertyDef[] = [];

/**
 * The custom properties users can be filtered on, each with its property type's name; none when
 * the account may not read their definitions.
 */
export function useCustomProperties(): CustomPropertyDef[] {
  const dataProvider = useDataProvider();
  const check = usePermissionCheck();
  const readable = ['custom-properties', 'property-types'].every((name) => {
    const schema = lookupEntity(name);
    return schema !== undefined && canRead(schema, (required) => check(required));
  });
  const result = useQuery({
    queryKey: ['custom-properties', 'getList', 'filter-fields'],
    queryFn: async () => {
      const page = { pagination: { page: 1, perPage: MAX_PROPERTIES }, filter: {} };
      const [props, types] = await Promise.all([
        dataProvider.getList('custom-properties', { ...page, sort: { field: 'label', order: 'ASC' } }),
        dataProvider.getList('property-types', { ...page, sort: { field: 'label', order: 'ASC' } }),
      ]);
      const typeName = new Map(types.data.map((t) => [t.id, String(t.name)]));
      return props.data.map((p): CustomPropertyDef => ({
        name: String(p.name),
        label: String(p.label ?? p.name),
        type: typeName.get(p.property_type_id),
        ...(Array.isArray(p.options) ? { options: p.options.map(String) } : {}),
      }));
    },
    enabled: readable,
    staleTime: 5 * 60_000,
  });
  return result.data ?? NONE;
}
