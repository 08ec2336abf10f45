import './texts';
import { Alert, Box, Button } from '@mui/material';
import { useEffect, useState } from 'react';
import { useTranslate } from 'react-admin';
import { useImpersonation } from '@/auth/acting';
import { stopActing } from './acting-session';

/** `m:ss` (or `h:mm:ss`) of what is left; never below zero. */
export function formatRemaining(ms: number): string {
  const total = Math.max(0, Math.ceil(ms / 1000));
  const [h, m, s] = [Math.floor(total / 3600), Math.floor((total % 3600) / 60), total % 60];
  const pad = (n: number) => String(n).padStart(2, '0');
  return h > 0 ? `${h}:${pad(m)}:${pad(s)}` : `${m}:${pad(s)}`;
}

/** Draws again every second while `active`, so a countdown read from the clock stays current. */
function useTicking(active: boolean): void {
  const [, setTick] = useState(0);
  useEffect(() => {
    if (!active) return undefined;
    const id = setInterval(() => setTick((n) => n + 1), 1000);
    return () => clearInterval(id);
  }, [active]);
}

/** On every screen while acting as someone: both people, the time left, and one click to stop. */
export default function ImpersonationBanner() {
  const translate = useTranslate();
  const { session } = useImpersonation();
  useTicking(session !== null);
  const [stopping, setStopping] = useState(false);
  if (!session) return null;
  const stop = () => {
    setStopping(true);
    void stopActing().finally(() => setStopping(false));
  };
  return (
    <Alert
      severity="warning"
      variant="filled"
      role="region"
      aria-label={translate('impersonate.banner_label')}
      sx={{ borderRadius: 0, position: 'sticky', top: 0, zIndex: (t) => t.zIndex.appBar + 1 }}
      action={
        <Button color="inherit" variant="outlined" disabled={stopping} onClick={stop}>
          {translate('impersonate.stop')}
        </Button>
      }
    >
      {translate('impersonate.acting_as', { staff: session.staff.fullname, name: session.target.fullname })}{' '}
      {/* Read once on focus, not announced every second. */}
      <Box component="span" sx={{ fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' }}>
        {translate('impersonate.time_left', { time: formatRemaining(session.endsAt - Date.now()) })}
      </Box>
    </Alert>
  );
}
