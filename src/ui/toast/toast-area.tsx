import CloseIcon from '@mui/icons-material/Close';
import { Alert, Box, Button, IconButton, Stack } from '@mui/material';
import { useSyncExternalStore } from 'react';
import { useTranslate } from 'react-admin';
import type { ToastTheme } from './toast-store';
import { toast } from './toast-store';

const severity: Record<ToastTheme, 'info' | 'success' | 'error' | 'warning'> = {
  info: 'info',
  success: 'success',
  danger: 'error',
  warning: 'warning',
};

/**
 * The one place toasts appear (bottom-right). The live region always exists so screen readers
 * announce the first toast; the visible area only renders while a toast exists.
 */
export function ToastArea() {
  const toasts = useSyncExternalStore(toast.subscribe, toast.list, toast.list);
  const translate = useTranslate();
  return (
    <Box
      role="status"
      aria-live="polite"
      aria-label={translate('app.toast.area')}
      sx={{
        position: 'fixed',
        right: 16,
        bottom: 16,
        zIndex: (t) => t.zIndex.snackbar,
        maxWidth: 420,
        // Up to 20 toasts stay below the app bar: past that height they scroll, the newest (at the bottom)
        // in view, instead of stacking over the app bar and off the top of the screen.
        maxHeight: 'calc(100vh - 80px)',
        overflowY: 'auto',
        display: 'flex',
        flexDirection: 'column-reverse',
      }}
    >
      {toasts.length > 0 && (
        <Stack spacing={1} data-testid="toast-area">
          {toasts.map((t) => (
            <Alert
              key={t.id}
              id={t.id}
              data-theme={t.theme}
              severity={severity[t.theme]}
              variant="filled"
              elevation={6}
              sx={{ whiteSpace: 'pre-line', wordBreak: 'break-word' }}
              action={
                <>
                  {t.action && (
                    <Button color="inherit" size="small" onClick={() => toast.act(t.id)}>
                      {t.action.label}
                    </Button>
                  )}
                  <IconButton
                    color="inherit"
                    size="small"
                    aria-label={translate('app.toast.dismiss')}
                    onClick={() => toast.dismiss(t.id)}
                  >
                    <CloseIcon fontSize="small" />
                  </IconButton>
                </>
              }
            >
              {t.text}
            </Alert>
          ))}
        </Stack>
      )}
    </Box>
  );
}
