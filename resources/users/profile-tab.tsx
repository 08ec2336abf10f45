import './texts';
import {
  Alert,
  Button,
  FormControlLabel,
  MenuItem,
  Paper,
  Stack,
  Switch,
  TextField,
  Typography,
} from '@mui/material';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslate } from 'react-admin';
import { HttpError } from '@/http';
import { toast } from '@/ui';
import { saveUser, userKeys } from './api';
import { CustomProperties } from './custom-properties';
import { DayField, UNFINISHED_DATE } from './day-field';
import type { Problem } from './profile-draft';
import { useDraft } from './drafts';
import { Facts } from './facts';
import { ADDRESS_PARTS, draftOf, profileChanges, profileProblems, type ProfileDraft } from './profile-draft';
import type { UserRecord } from './types';

const SEXES = ['female', 'male', 'intersex', 'prefer_not_to_say'] as const;
type TextKey = 'fullname' | 'email' | 'phone' | 'ethnicity';

/** The user's editable profile (spec §3), custom properties, and where they came from. */
export function ProfileTab({ user }: { user: UserRecord }) {
  const translate = useTranslate();
  const client = useQueryClient();
  const [draft, setDraft] = useDraft<ProfileDraft>(`profile-${user.id}`);
  const [serverErrors, setServerErrors] = useState<Record<string, string>>({});
  const [tried, setTried] = useState(false);
  const d = draft ?? draftOf(user);
  const [unfinished, setUnfinished] = useState(false);
  const problems: Record<string, Problem> = {
    ...profileProblems(d),
    ...(unfinished ? { birthday: UNFINISHED_DATE } : {}),
  };
  const label = (f: string) => translate(`resources.users.fields.${f}`);
  const errorOf = (f: string) => {
    const p = problems[f];
    if (tried && p) return translate(p.key, { field: label(f), ...p.args });
    return serverErrors[f];
  };
  const edit = (next: ProfileDraft) => {
    setDraft(Object.keys(profileChanges(user, next)).length > 0 ? next : undefined);
  };
  const save = useMutation({
    mutationFn: () => saveUser(user, profileChanges(user, d)),
    onSuccess: (saved) => {
      setDraft(undefined);
      setServerErrors({});
      client.setQueryData(userKeys.user(user.id), saved);
      toast.show(translate('users.profile.saved'), 'success');
    },
    onError: (e) => {
      if (e instanceof HttpError) setServerErrors(e.fieldErrors);
      toast.show(e instanceof HttpError ? e.message : translate('users.load_failed'), 'danger');
    },
  });
  const submit = () => {
    setTried(true);
    if (Object.keys(problems).length === 0) save.mutate();
  };
  const text = (f: TextKey, extra: { type?: string } = {}) => (
    <TextField
      key={f}
      label={label(f)}
      value={d[f]}
      onChange={(e) => edit({ ...d, [f]: e.target.value })}
      error={Boolean(errorOf(f))}
      helperText={errorOf(f)}
      slotProps={extra.type === 'date' ? { inputLabel: { shrink: true } } : undefined}
      {...extra}
    />
  );
  const flag = (f: 'notifications' | 'monthly_newsletter' | 'contactable_by_phone') => (
    <FormControlLabel
      key={f}
      control={<Switch checked={d[f]} onChange={(e) => edit({ ...d, [f]: e.target.checked })} />}
      label={label(f)}
    />
  );
  return (
    <Stack spacing={3}>
      <Paper
        variant="outlined"
        sx={{ p: 2 }}
        component="form"
        noValidate
        aria-label={translate('users.profile.form')}
        onSubmit={(e) => {
          e.preventDefault();
          submit();
        }}
      >
        <Stack spacing={2} sx={{ maxWidth: 640 }}>
          {draft && <Alert severity="info">{translate('users.profile.unsaved')}</Alert>}
          {text('fullname')}
          {text('email', { type: 'email' })}
          {text('phone')}
          <DayField
            label={label('birthday')}
            value={d.birthday}
            error={errorOf('birthday')}
            onChange={(birthday) => edit({ ...d, birthday })}
            onUnfinished={setUnfinished}
          />
          <TextField
            select
            label={label('sex')}
            value={d.sex}
            onChange={(e) => edit({ ...d, sex: e.target.value })}
          >
            <MenuItem value="">{translate('users.not_given')}</MenuItem>
            {SEXES.map((s) => (
              <MenuItem key={s} value={s}>
                {translate(`resources.users.choices.sex.${s}`)}
              </MenuItem>
            ))}
          </TextField>
          {text('ethnicity')}
          <Typography variant="h6" component="h2">
            {label('shipping_address')}
          </Typography>
          {ADDRESS_PARTS.map((p) => (
            <TextField
              key={p}
              label={translate(`engine.address.${p}`)}
              value={d.address[p]}
              onChange={(e) => edit({ ...d, address: { ...d.address, [p]: e.target.value } })}
            />
          ))}
          {flag('notifications')}
          {flag('monthly_newsletter')}
          {flag('contactable_by_phone')}
          <Stack direction="row" spacing={1}>
            <Button type="submit" variant="contained" disabled={!draft || save.isPending}>
              {translate('users.profile.save')}
            </Button>
            <Button disabled={!draft || save.isPending} onClick={() => setDraft(undefined)}>
              {translate('users.profile.discard')}
            </Button>
          </Stack>
        </Stack>
      </Paper>
      <CustomProperties userId={user.id} />
      <Paper variant="outlined" sx={{ p: 2 }}>
        <Typography variant="h6" component="h2" gutterBottom>
          {translate('users.profile.origin')}
        </Typography>
        <Facts
          items={(
            ['utm_source', 'utm_medium', 'utm_campaign', 'referral_code', 'registration_source'] as const
          ).map((f) => [label(f), user[f]] as const)}
        />
      </Paper>
    </Stack>
  );
}
