import { RecordHistory } from '@/audit';
import { usePermissionCheck } from '@/auth';
import { canDo, lookupEntity } from '@/engine';
import type { UserRecord } from './types';

/**
 * Every recorded change to this user, with who made it and why. Revert is offered only to an
 * account that may write users, the same rule the server applies to the revert itself.
 */
export function HistoryTab({ user }: { user: UserRecord }) {
  const check = usePermissionCheck();
  const users = lookupEntity('users');
  return <RecordHistory entity="users" id={user.id} canRevert={!!users && canDo(users, 'edit', check)} />;
}
