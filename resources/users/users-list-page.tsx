import { useStore } from 'react-admin';
import { EntityListPage } from '@/engine/screens';
import type { FilterQuery } from '@/ui/query-builder';
import { entityNamed } from '@schemas/index';
import { FilterPanel } from './filter-panel';

const users = entityNamed('users');

/**
 * Where the applied builder query lives: react-admin's store, which this console keeps in memory
 * only (as the list's own filters), so Back from a user returns to the same filtered list and
 * signing out forgets it. Conditions on users can name health data: never in an address or storage.
 */
const BUILT_QUERY_KEY = 'filterBuilder.users';

/** `/users`: the users list, with a filter builder above it whose query the list's reads carry. */
export default function UsersListPage() {
  const [applied, setApplied] = useStore<FilterQuery | null>(BUILT_QUERY_KEY, null);
  return (
    <EntityListPage schema={users} filter={applied ?? undefined}>
      <FilterPanel applied={applied} onApply={setApplied} />
    </EntityListPage>
  );
}
