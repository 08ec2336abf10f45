import './texts';
import { Alert, Button } from '@mui/material';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { useTranslate } from 'react-admin';
import { usePermissionCheck } from '@/auth';
import { PERM } from '@/auth/permission-names';
import { retryUnlessFinal } from '@/http';
import { formatTime } from '@/i18n';
import { getCurrentImpersonation, impersonationKeys, resetForIdentity, stopImpersonation } from './api';
import { mustClearCaches, type ActingAs } from './cache-rule';
import { CURRENT_STALE_MS } from './frame-reads';

/** On every screen while acting as someone: whom, since when, and one click to stop. */
export default function ImpersonationBanner() {
  const check = usePermissionCheck();
  return check([PERM.impersonate]) ? <ActingBanner /> : null;
}

function ActingBanner() {
  const translate = useTranslate();
  const client = useQueryClient();
  const current = useQuery({
    queryKey: impersonationKeys.current,
    queryFn: getCurrentImpersonation,
    staleTime: CURRENT_STALE_MS,
    refetchOnWindowFocus: true,
    retry: retryUnlessFinal,
  });
  const acting: ActingAs = current.isSuccess ? (current.data?.user_id ?? null) : undefined;
  const seen = useRef<ActingAs>(undefined);
  useEffect(() => {
    // A change seen on a read (another tab started or stopped) clears like one made here.
    if (mustClearCaches(seen.current, acting)) resetForIdentity(client, current.data ?? null);
    if (acting !== undefined) seen.current = acting;
  }, [acting, client, current.data]);
  const stop = useMutation({
    mutationFn: stopImpersonation,
    onSuccess: () => client.setQueryData(impersonationKeys.current, null),
  });
  const now = current.data;
  if (!now) return null;
  return (
    <Alert
      severity="warning"
      variant="filled"
      role="region"
      aria-label={translate('impersonate.banner_label')}
      sx={{ borderRadius: 0, position: 'sticky', top: 0, zIndex: (t) => t.zIndex.appBar + 1 }}
      action={
        <Button color="inherit" variant="outlined" disabled={stop.isPending} onClick={() => stop.mutate()}>
          {translate('impersonate.stop', { name: now.user_name })}
        </Button>
      }
    >
      {translate('impersonate.acting_as', { name: now.user_name, since: formatTime(now.started_at) })}
    </Alert>
  );
}
