import RefreshIcon from '@mui/icons-material/Refresh';
import { Box, CircularProgress, IconButton, Tooltip } from '@mui/material';
import { useCallback, type MouseEvent } from 'react';
import { useLoading, useRefresh, useTranslate } from 'react-admin';
import { clearDataCaches } from '@/data';

/**
 * The app bar's Refresh button and loading spinner. Refresh asks the server again for everything
 * on screen, including the entities otherwise kept for 24 hours (studies, surveys, conditions,
 * links), so a change made elsewhere shows when the user asks for it.
 */
export function RefreshIndicator() {
  const loading = useLoading();
  const refresh = useRefresh();
  const translate = useTranslate();
  const label = translate('ra.action.refresh', { _: 'Refresh' });
  const onClick = useCallback(
    (event: MouseEvent) => {
      event.preventDefault();
      // First: react-admin's refetch reads through the data caches at once.
      clearDataCaches();
      refresh();
    },
    [refresh],
  );
  return (
    <Box sx={{ position: 'relative' }}>
      <Tooltip title={label}>
        <IconButton color="inherit" aria-label={label} onClick={onClick} sx={{ opacity: loading ? 0 : 1 }}>
          <RefreshIcon />
        </IconButton>
      </Tooltip>
      {loading && (
        <CircularProgress
          color="inherit"
          size={16}
          thickness={6}
          sx={{ position: 'absolute', top: '30%', left: '30%' }}
        />
      )}
    </Box>
  );
}
