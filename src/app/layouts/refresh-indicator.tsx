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
  const refreshAll = useRefreshAll();
  const translate = useTranslate();
  const label = translate('ra.action.refresh', { _: 'Refresh' });
  const onClick = useCallback(
    (event: MouseEvent) => {
      event.preventDefault();
      refreshAll();
    },
    [refreshAll],
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

/** Reads everything on screen from the server again, the 24-hour data caches included. */
export function useRefreshAll(): () => void {
  const refresh = useRefresh();
  return useCallback(() => {
    // First: react-admin's refetch would otherwise read through the data caches at once.
    clearDataCaches();
    refresh();
  }, [refresh]);
}
