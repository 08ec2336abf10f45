import ErrorOutlineIcon from '@mui/icons-material/ErrorOutline';
import { Button, Stack, Typography } from '@mui/material';
import { useEditContext, useShowContext, useTranslate } from 'react-admin';

function RecordLoadError({ refetch, isFetching }: { refetch: () => unknown; isFetching: boolean }) {
  const translate = useTranslate();
  return (
    <Stack role="alert" spacing={2} sx={{ alignItems: 'flex-start', p: 3 }}>
      <ErrorOutlineIcon color="error" fontSize="large" />
      <Typography variant="h6" component="p">
        {translate('engine.record.load_failed')}
      </Typography>
      <Button variant="contained" onClick={() => void refetch()} disabled={isFetching}>
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
  const { refetch, isFetching } = useShowContext();
  return <RecordLoadError refetch={refetch} isFetching={isFetching} />;
}

/** The same for an edit page: nothing is typed yet, as the form has not opened. */
export function EditLoadError() {
  const { refetch, isFetching } = useEditContext();
  return <RecordLoadError refetch={refetch} isFetching={isFetching} />;
}
