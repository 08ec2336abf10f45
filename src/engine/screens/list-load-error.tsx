import ErrorOutlineIcon from '@mui/icons-material/ErrorOutline';
import { Button, Stack, Typography } from '@mui/material';
import { Pagination, useListContext, useTranslate } from 'react-admin';

/**
 * Shown in place of the rows when a list cannot be loaded, instead of an empty table that would
 * read as "no records". The toast already says why; this keeps the screen honest and offers a retry.
 */
export function ListLoadError() {
  const translate = useTranslate();
  const { refetch, isFetching } = useListContext();
  return (
    <Stack role="alert" spacing={2} sx={{ alignItems: 'flex-start', p: 3 }}>
      <ErrorOutlineIcon color="error" fontSize="large" />
      <Typography variant="h6" component="p">
        {translate('engine.list.load_failed')}
      </Typography>
      <Button variant="contained" onClick={() => void refetch()} disabled={isFetching}>
        {translate('engine.list.retry')}
      </Button>
    </Stack>
  );
}

/** The list's pager, hidden while the list has failed to load: it would count rows nobody saw. */
export function ListPagination({ rowsPerPageOptions }: { rowsPerPageOptions: number[] }) {
  const { error } = useListContext();
  return error ? null : <Pagination rowsPerPageOptions={rowsPerPageOptions} />;
}
