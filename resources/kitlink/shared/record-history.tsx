import type { Identifier } from 'react-admin';
import { HistorySection } from '@/audit';
import { usePermissionCheck } from '@/auth';
import { canDo, lookupEntity } from '@/engine';

/**
 * An order's or kit's History, folded until opened. Revert is offered only to an account that
 * may write the record, the rule the server applies to the revert itself; a life-cycle field
 * (the status) is never written back, it moves only through the page's own actions.
 */
export function RecordHistorySection({ entity, id }: { entity: 'orders' | 'kits'; id: Identifier }) {
  const check = usePermissionCheck();
  const schema = lookupEntity(entity);
  return <HistorySection entity={entity} id={id} canRevert={!!schema && canDo(schema, 'edit', check)} />;
}
