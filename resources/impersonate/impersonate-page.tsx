import './texts';
import { Alert, Button, Paper, Stack, TextField, Typography } from '@mui/material';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslate } from 'react-admin';
import { useSearchParams } from 'react-router-dom';
import { getClaims } from '@/auth';
import { ExtensionUnavailableError, HttpError, retryUnlessFinal } from '@/http';
import { ConfirmDialog, usePageTitle } from '@/ui';
import { getCurrentImpersonation, getUser, impersonationKeys, startImpersonation } from './api';
import { RecentList } from './recent-list';
import type { FoundUser } from './types';
import { UserFinder } from './user-finder';

/** `/impersonate`: find a user, say why, confirm, and act as them (spec §1, §2). */
export default function ImpersonatePage() {
  const translate = useTranslate();
  const client = useQueryClient();
  usePageTitle(translate('impersonate.title'));
  const [search] = useSearchParams();
  const preset = search.get('user_id');
  const given = useQuery({
    queryKey: impersonationKeys.user(preset ?? ''),
    queryFn: () => getUser(preset ?? ''),
    enabled: Boolean(preset),
  });
  const current = useQuery({
    queryKey: impersonationKeys.current,
    queryFn: getCurrentImpersonation,
    staleTime: 30_000,
    retry: retryUnlessFinal,
  });
  const [picked, setPicked] = useState<FoundUser | null>(null);
  const [reason, setReason] = useState('');
  const [tried, setTried] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const [refusal, setRefusal] = useState<string | null>(null);
  const target = picked ?? given.data ?? null;
  const self = target !== null && String(target.id) === String(getClaims()?.user_id);
  const start = useMutation({
    mutationFn: () => startImpersonation(target!.id, reason.trim()),
    onSuccess: (started) => {
      setConfirming(false);
      setReason('');
      setTried(false);
      client.setQueryData(impersonationKeys.current, started);
    },
    onError: (e) => {
      setConfirming(false);
      setRefusal(
        e instanceof HttpError ? (e.fieldErrors.user_id ?? e.message) : translate('impersonate.load_failed'),
      );
    },
  });
  const reasonError =
    tried && !reason.trim()
      ? translate('validation.required', { field: translate('impersonate.reason') })
      : undefined;
  const targetError =
    tried && !target ? translate('validation.required', { field: translate('impersonate.find') }) : undefined;
  const ask = () => {
    setTried(true);
    setRefusal(null);
    if (target && reason.trim() && !self) setConfirming(true);
  };
  return (
    <Stack spacing={3} sx={{ p: 2, maxWidth: 960 }}>
      <Typography variant="h4" component="h1">
        {translate('impersonate.title')}
      </Typography>
      <Typography>{translate('impersonate.intro')}</Typography>
      {current.error instanceof ExtensionUnavailableError && (
        <Alert severity="info">{translate('impersonate.status_not_offered')}</Alert>
      )}
      {current.data ? (
        <Alert severity="warning">{translate('impersonate.already', { name: current.data.user_name })}</Alert>
      ) : (
        <Paper
          variant="outlined"
          sx={{ p: 2 }}
          component="form"
          noValidate
          aria-label={translate('impersonate.form')}
          onSubmit={(e) => {
            e.preventDefault();
            ask();
          }}
        >
          <Stack spacing={2}>
            <UserFinder
              value={target}
              onChange={(u) => {
                setPicked(u);
                setRefusal(null);
              }}
            />
            {targetError && (
              <Typography color="error" variant="body2">
                {targetError}
              </Typography>
            )}
            {self && <Alert severity="error">{translate('impersonate.not_yourself')}</Alert>}
            <TextField
              required
              multiline
              minRows={2}
              label={translate('impersonate.reason')}
              helperText={reasonError ?? translate('impersonate.reason_help')}
              error={Boolean(reasonError)}
              value={reason}
              onChange={(e) => setReason(e.target.value)}
            />
            {refusal && <Alert severity="error">{refusal}</Alert>}
            <Button
              type="submit"
              variant="contained"
              sx={{ alignSelf: 'flex-start' }}
              disabled={start.isPending || self}
            >
              {target
                ? translate('impersonate.start_named', { name: target.fullname })
                : translate('impersonate.start')}
            </Button>
          </Stack>
        </Paper>
      )}
      <ConfirmDialog
        open={confirming && target !== null}
        title={translate('impersonate.confirm_title', { name: target?.fullname ?? '' })}
        message={translate('impersonate.confirm_text', {
          name: target?.fullname ?? '',
          reason: reason.trim(),
        })}
        confirmLabel={translate('impersonate.start')}
        busy={start.isPending}
        onConfirm={() => start.mutate()}
        onCancel={() => setConfirming(false)}
      />
      <RecentList />
    </Stack>
  );
}
