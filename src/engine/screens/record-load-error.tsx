import ErrorOutlineIcon from '@mui/icons-material/ErrorOutline';
import { Button, Stack, Typography } from '@mui/material';
import { useEditContext, useShowContext, useTranslate } from 'react-admin';
import { AccessDenied } from './access-denied';

/** The server refuses a record the user may not see (outside their scope): that is a refusal, not a failure to retry. */
const isRefusal = (error: unknown): boolean =>
  typeof error === 'object' && error !== null && 'status' in error && error.status === 403;

/** What could not be loaded, said in place of it, with "Try again" (lists and record pages). */
export function LoadFailure({
  message,
  refetch,
  isFetching,
}: {
  message: string;
  refetch: () => unknown;
  isFetching: boolean | undefined;
}) {
  const translate = useTranslate();
  return (
    <Stack role="alert" spacing={2} sx={{ alignItems: 'flex-start', p: 3 }}>
      <ErrorOutlineIcon color="error" fontSize="large" />
      <Typography variant="h6" component="p">
        {translate(message)}
      </Typography>
      <Button variant="contained" onClick={() => void refetch()} disabled={isFetching === true}>
        {translate('engine.list.retry')}
      </Button>
    </Stack>
  );
}

/**
 * Shown in place of a show page's record when it could not be loaded (other than a 404): the
 * page keeps its address, and "Try again" reads the record once more.
 */
export function ShowLoadError() {
  const { refetch, isFetching, error } = useShowContext();
  if (isRefusal(error)) return <AccessDenied />;
  return <LoadFailure message="engine.record.load_failed" refetch={refetch} isFetching={isFetching} />;
}

/** The same for an edit page: nothing is typed yet, as the form has not opened. */
export function EditLoadError() {
  const { refetch, isFetching, error } = useEditContext();
  if (isRefusal(error)) return <AccessDenied />;
  return <LoadFailure message="engine.record.load_failed" refetch={refetch} isFetching={isFetching} />;
}
