import './texts';
import { Alert, Button, Paper, Stack, TextField, Typography } from '@mui/material';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslate } from 'react-admin';
import { useSearchParams } from 'react-router-dom';
import { getClaims } from '@/auth';
import { IMPERSONATION_DEFAULT_MINUTES, IMPERSONATION_MAX_MINUTES as MAX } from '@/config/impersonation';
import { HttpError } from '@/http';
import { ConfirmDialog } from '@/ui';
import { startActing, type StartOutcome } from './acting-session';
import { getUser, impersonationKeys } from './api';
import { StartOutcomeNote } from './start-outcome';
import type { FoundUser } from './types';
import { UserFinder } from './user-finder';

const wholeMinutes = (text: string): number | null => {
  const n = Number(text);
  return /^\d+$/.test(text.trim()) && n >= 1 && n <= MAX ? n : null;
};

/** Find a user, say why and for how long, confirm, and act as them (spec §1, §2). */
export function StartForm({ onStarted }: { onStarted: () => void }) {
  const translate = useTranslate();
  const [search] = useSearchParams();
  const preset = search.get('user_id');
  const given = useQuery({
    queryKey: impersonationKeys.user(preset ?? ''),
    queryFn: () => getUser(preset ?? ''),
    enabled: Boolean(preset),
  });
  const [picked, setPicked] = useState<FoundUser | null>(null);
  const [reason, setReason] = useState('');
  const [duration, setDuration] = useState(String(IMPERSONATION_DEFAULT_MINUTES));
  const [tried, setTried] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const [refusal, setRefusal] = useState<string | null>(null);
  const [outcome, setOutcome] = useState<StartOutcome | null>(null);
  const target = picked ?? given.data ?? null;
  const minutes = wholeMinutes(duration);
  const self = target !== null && String(target.id) === String(getClaims()?.user_id);
  const start = useMutation({
    mutationFn: () => startActing(target!, reason.trim(), minutes ?? IMPERSONATION_DEFAULT_MINUTES),
    onSuccess: (result) => {
      setConfirming(false);
      setReason('');
      setTried(false);
      setOutcome(result);
      onStarted();
    },
    onError: (e) => {
      setConfirming(false);
      setRefusal(
        e instanceof HttpError
          ? (e.fieldErrors.user_id ?? e.fieldErrors.duration_minutes ?? e.message)
          : translate('impersonate.load_failed'),
      );
    },
  });
  const required = (field: string) => translate('validation.required', { field: translate(field) });
  const reasonError = tried && !reason.trim() ? required('impersonate.reason') : undefined;
  const targetError = tried && !target ? required('impersonate.find') : undefined;
  const durationError =
    tried && minutes === null ? translate('impersonate.duration_invalid', { max: MAX }) : undefined;
  const ask = () => {
    setTried(true);
    setRefusal(null);
    setOutcome(null);
    if (target && reason.trim() && minutes !== null && !self) setConfirming(true);
  };
  const name = target?.fullname ?? '';
  return (
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
        <TextField
          required
          type="number"
          label={translate('impersonate.duration')}
          helperText={durationError ?? translate('impersonate.duration_help', { max: MAX })}
          error={Boolean(durationError)}
          value={duration}
          onChange={(e) => setDuration(e.target.value)}
          slotProps={{ htmlInput: { min: 1, max: MAX, step: 1 } }}
          sx={{ maxWidth: 240 }}
        />
        {refusal && <Alert severity="error">{refusal}</Alert>}
        {outcome && <StartOutcomeNote outcome={outcome} name={name} />}
        <Button
          type="submit"
          variant="contained"
          sx={{ alignSelf: 'flex-start' }}
          disabled={start.isPending || self}
        >
          {target ? translate('impersonate.start_named', { name }) : translate('impersonate.start')}
        </Button>
      </Stack>
      <ConfirmDialog
        open={confirming && target !== null}
        title={translate('impersonate.confirm_title', { name })}
        message={translate('impersonate.confirm_text', {
          name,
          minutes: minutes ?? '',
          reason: reason.trim(),
        })}
        confirmLabel={translate('impersonate.start')}
        busy={start.isPending}
        onConfirm={() => start.mutate()}
        onCancel={() => setConfirming(false)}
      />
    </Paper>
  );
}
