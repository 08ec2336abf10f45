import { AccessDenied } from '@/engine/screens/access-denied';
import { QueryState as SharedQueryState, type QueryStateProps } from '@/ui/query-state';

/** The shared read states; a study the user may not see (403) shows the access page. */
export function QueryState<T>(props: Omit<QueryStateProps<T>, 'forbidden'>) {
  return <SharedQueryState {...props} forbidden={<AccessDenied />} />;
}
