import { usePermissionCheck } from '@/auth';
import { canRead, lookupEntity } from '@/engine';

/** Whether the account may read an entity's records: only then are they fetched and named. */
export function useMayRead(entity: string): boolean {
  const can = usePermissionCheck();
  const schema = lookupEntity(entity);
  return schema !== undefined && canRead(schema, can);
}
