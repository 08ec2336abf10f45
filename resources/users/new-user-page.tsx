import './texts';
import {
  Button,
  Checkbox,
  Link,
  FormControlLabel,
  MenuItem,
  Paper,
  Stack,
  Tab,
  Tabs,
  TextField,
  Typography,
} from '@mui/material';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslate } from 'react-admin';
import { Link as RouterLink, useNavigate, useSearchParams } from 'react-router-dom';
import { HttpError } from '@/http';
import { toast, usePageTitle } from '@/ui';
import { createUser } from './api';
import { DayField, UNFINISHED_DATE } from './day-field';
import type { Problem } from './profile-draft';
import { EMPTY_NEW_USER, newUserBody, newUserProblems, type NewUserDraft } from './new-user-rules';
import { StaffFields } from './staff-fields';

const SEXES = ['female', 'male', 'intersex', 'prefer_not_to_say'] as const;
type Kind = 'participant' | 'staff';

/** `/users/create`: a new participant, or a new staff member (`?kind=staff`). */
export default function NewUserPage() {
  const translate = useTranslate();
  const navigate = useNavigate();
  const [search] = useSearchParams();
  const kind: Kind = search.get('kind') === 'staff' ? 'staff' : 'participant';
  usePageTitle(translate(`users.new.${kind}`));
  const [draft, setDraft] = useState<NewUserDraft>(EMPTY_NEW_USER);
  const [tried, setTried] = useState(false);
  const [serverErrors, setServerErrors] = useState<Record<string, string>>({});
  const [unfinished, setUnfinished] = useState(false);
  const problems: Record<string, Problem> = {
    ...newUserProblems(draft, kind),
    ...(unfinished && kind === 'participant' ? { birthday: UNFINISHED_DATE } : {}),
  };
  const label = (f: string) => translate(`resources.users.fields.${f}`);
  const errorOf = (f: string) => {
    const p = problems[f];
    if (tried && p) return translate(p.key, { field: label(f), ...p.args });
    return serverErrors[f];
  };
  const create = useMutation({
    mutationFn: () => createUser(kind, newUserBody(draft, kind)),
    onSuccess: (user) => {
      toast.show(translate(`users.new.created_${kind}`), 'success');
      navigate(`/users/${user.id}`);
    },
    onError: (e) => {
      if (e instanceof HttpError) setServerErrors(e.fieldErrors);
      toast.show(e instanceof HttpError ? e.message : translate('users.load_failed'), 'danger');
    },
  });
  const edit = (next: NewUserDraft) => {
    setDraft(next);
    setServerErrors({});
  };
  const text = (f: 'email' | 'fullname' | 'phone', extra: { type?: string; required?: boolean } = {}) => (
    <TextField
      label={label(f)}
      value={draft[f]}
      onChange={(e) => edit({ ...draft, [f]: e.target.value })}
      error={Boolean(errorOf(f))}
      helperText={errorOf(f)}
      slotProps={extra.type === 'date' ? { inputLabel: { shrink: true } } : undefined}
      {...extra}
    />
  );
  return (
    <Stack spacing={2} sx={{ p: 2, maxWidth: 720 }}>
      <Link component={RouterLink} to="/users" sx={{ alignSelf: 'flex-start' }}>
        {translate('users.back')}
      </Link>
      <Typography variant="h4" component="h1">
        {translate(`users.new.${kind}`)}
      </Typography>
      <Tabs value={kind} aria-label={translate('users.new.kind')}>
        <Tab
          value="participant"
          label={translate('users.new.participant')}
          component={RouterLink}
          to="/users/create"
        />
        <Tab
          value="staff"
          label={translate('users.new.staff')}
          component={RouterLink}
          to="/users/create?kind=staff"
        />
      </Tabs>
      <Paper
        key={kind}
        variant="outlined"
        sx={{ p: 2 }}
        component="form"
        noValidate
        aria-label={translate(`users.new.${kind}`)}
        onSubmit={(e) => {
          e.preventDefault();
          setTried(true);
          if (Object.keys(problems).length === 0 && !create.isPending) create.mutate();
        }}
      >
        <Stack spacing={2}>
          {text('email', { type: 'email', required: true })}
          {text('fullname', { required: true })}
          {kind === 'participant' ? (
            <>
              {text('phone')}
              <DayField
                label={label('birthday')}
                value={draft.birthday}
                error={errorOf('birthday')}
                onChange={(birthday) => edit({ ...draft, birthday })}
                onUnfinished={setUnfinished}
              />
              <TextField
                select
                label={label('sex')}
                value={draft.sex}
                onChange={(e) => edit({ ...draft, sex: e.target.value })}
              >
                <MenuItem value="">{translate('users.not_given')}</MenuItem>
                {SEXES.map((s) => (
                  <MenuItem key={s} value={s}>
                    {translate(`resources.users.choices.sex.${s}`)}
                  </MenuItem>
                ))}
              </TextField>
              <FormControlLabel
                control={
                  <Checkbox
                    checked={draft.monthly_newsletter}
                    onChange={(e) => edit({ ...draft, monthly_newsletter: e.target.checked })}
                  />
                }
                label={label('monthly_newsletter')}
              />
            </>
          ) : (
            <StaffFields
              draft={draft}
              edit={edit}
              roleError={errorOf('role_list')}
              partnerError={serverErrors.partner_id}
            />
          )}
          <Button
            type="submit"
            variant="contained"
            sx={{ alignSelf: 'flex-start' }}
            disabled={create.isPending}
          >
            {translate(`users.new.create_${kind}`)}
          </Button>
        </Stack>
      </Paper>
    </Stack>
  );
}
