import './texts';
import { Button, Paper, Stack } from '@mui/material';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslate } from 'react-admin';
import { formatDateTime } from '@/i18n';
import { ConfirmDialog, toast } from '@/ui';
import { sendPasswordReset } from './api';
import { Facts } from './facts';
import { PartnerName, RoleNames } from './security-names';
import type { UserRecord } from './types';

/** Roles, partner, site flag and sign-in state, with the actions that change how they sign in. */
export function SecurityTab({ user }: { user: UserRecord }) {
  const translate = useTranslate();
  const [asking, setAsking] = useState(false);
  const label = (f: string) => translate(`resources.users.fields.${f}`);
  // Not reported reads as "—", not as "No".
  const yesNo = (v: boolean | null | undefined) =>
    v == null ? '—' : translate(v ? 'users.yes' : 'users.no');
  const reset = useMutation({
    mutationFn: () => sendPasswordReset(user.id),
    onSuccess: () => {
      setAsking(false);
      toast.show(translate('users.security.reset_sent'), 'success');
    },
    onError: () => setAsking(false),
  });
  const roles = user.role_list ?? [];
  return (
    <Stack spacing={2}>
      <Paper variant="outlined" sx={{ p: 2 }}>
        <Facts
          items={[
            [label('role_list'), <RoleNames ids={roles} />],
            [label('partner_id'), <PartnerName id={user.partner_id} />],
            [label('is_site'), yesNo(user.is_site)],
            [label('email_validated'), yesNo(user.email_validated)],
            [label('password_set'), yesNo(user.password_set)],
            [
              label('accepted_admin_terms_at'),
              user.accepted_admin_terms_at
                ? formatDateTime(user.accepted_admin_terms_at)
                : translate('users.security.not_accepted'),
            ],
            ...(user.permissions
              ? [[translate('users.security.permissions'), user.permissions.join(', ')] as const]
              : []),
          ]}
        />
      </Paper>
      <Button variant="outlined" sx={{ alignSelf: 'flex-start' }} onClick={() => setAsking(true)}>
        {translate('users.security.send_reset')}
      </Button>
      <ConfirmDialog
        open={asking}
        title={translate('users.security.send_reset')}
        message={translate('users.security.reset_confirm', { name: user.fullname })}
        confirmLabel={translate('users.security.send')}
        busy={reset.isPending}
        onConfirm={() => reset.mutate()}
        onCancel={() => setAsking(false)}
      />
    </Stack>
  );
}
