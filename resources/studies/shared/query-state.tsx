import '../texts';
import { Alert } from '@mui/material';
import { useTranslate } from 'react-admin';
import { AccessDenied } from '@/engine/screens/access-denied';
import { ExtensionUnavailableError } from '@/http';
import { QueryState as SharedQueryState, type QueryStateProps } from '@/ui/query-state';

/**
 * The shared read states; a study the user may not see (403) shows the access page, and a part
 * this server does not offer (a console extension answering 404 or 501) says so plainly.
 */
export function QueryState<T>(props: Omit<QueryStateProps<T>, 'forbidden'>) {
  const translate = useTranslate();
  if (props.error instanceof ExtensionUnavailableError)
    return <Alert severity="info">{translate('studies.not_offered')}</Alert>;
  return <SharedQueryState {...props} forbidden={<AccessDenied />} />;
}
