import { Box, CircularProgress } from '@mui/material';
import type { ReactNode } from 'react';
import { useEffect, useState } from 'react';
import { useTranslate } from 'react-admin';
import { useLocation, useNavigate } from 'react-router-dom';
import type { GuardName } from '@/auth';
import { runGuards } from '@/auth';
import { previousLocation } from '../navigation';

export interface GuardedProps {
  meta: readonly GuardName[];
  children: ReactNode;
}

/**
 * Runs the route's guards (spec §2) on every navigation and follows the first redirect.
 * Nothing is shown until the first check passes; later checks keep the page on screen so tabs
 * and nested routes do not flash, and redirect if a guard objects.
 */
export function Guarded({ meta, children }: GuardedProps) {
  const location = useLocation();
  const navigate = useNavigate();
  const [passed, setPassed] = useState(false);
  const metaKey = meta.join(',');

  useEffect(() => {
    let cancelled = false;
    const names = metaKey ? metaKey.split(',') : [];
    const ctx = { to: { pathname: location.pathname, search: location.search }, from: previousLocation() };
    runGuards(names, ctx).then(
      (target) => {
        if (cancelled) return;
        if (target !== undefined && target !== location.pathname + location.search) {
          void navigate(target, { replace: true });
        } else {
          setPassed(true);
        }
      },
      (error: unknown) => {
        // runGuards already skips failing guards; reaching here means the runner itself broke.
        console.error('Route guards failed', error);
        if (!cancelled) setPassed(true);
      },
    );
    return () => {
      cancelled = true;
    };
  }, [location.pathname, location.search, location.key, metaKey, navigate]);

  return passed ? children : <GuardPending />;
}

function GuardPending() {
  const translate = useTranslate();
  return (
    <Box sx={{ display: 'grid', placeItems: 'center', minHeight: '50vh' }}>
      <CircularProgress aria-label={translate('app.loading')} />
    </Box>
  );
}
