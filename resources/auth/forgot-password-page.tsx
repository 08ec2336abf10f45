import { Alert, Stack } from '@mui/material';
import { useState } from 'react';
import { Form, useTranslate } from 'react-admin';
import { authApi } from '@/auth';
import { NavLink } from '@/ui';
import { AuthHeader, EmailInput, SubmitButton, useAuthSubmit } from './auth-form';

/** /forgot-password (guest only): asks for a reset link; the answer never reveals whether an account exists. */
export default function ForgotPasswordPage() {
  const translate = useTranslate();
  const [sentTo, setSentTo] = useState<string | null>(null);

  const { error, submit } = useAuthSubmit(async (values) => {
    const address = String(values.email ?? '').trim();
    await authApi.forgotPassword(address);
    setSentTo(address);
  });

  return (
    <>
      <AuthHeader
        title={translate('app.auth.forgot_password.title')}
        lead={sentTo ? undefined : translate('app.auth.forgot_password.lead')}
        error={error}
      />
      {sentTo ? (
        <Alert severity="success" role="status" sx={{ mb: 2 }}>
          {translate('app.auth.forgot_password.sent', { email: sentTo })}
        </Alert>
      ) : (
        <Form onSubmit={submit} noValidate disableInvalidFormNotification>
          <Stack>
            <EmailInput autoComplete="email" />
            <SubmitButton label={translate('app.auth.forgot_password.submit')} />
          </Stack>
        </Form>
      )}
      <Stack alignItems="center" sx={{ mt: 2 }}>
        <NavLink to="/login" variant="body2">
          {translate('app.auth.back_to_login')}
        </NavLink>
      </Stack>
    </>
  );
}
