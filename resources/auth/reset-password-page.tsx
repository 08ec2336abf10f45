import { Alert, Stack } from '@mui/material';
import { useState } from 'react';
import { Form, useTranslate } from 'react-admin';
import { useParams } from 'react-router-dom';
import { authApi } from '@/auth';
import { HttpError } from '@/http';
import { NavLink } from '@/ui';
import { AuthHeader, SubmitButton, useAuthSubmit } from './auth-form';
import { NewPasswordFields } from './password-fields';

/** /resetpass/{token} (guest only): sets a new password from an emailed link. */
export default function ResetPasswordPage() {
  const translate = useTranslate();
  const { token = '' } = useParams();
  const [done, setDone] = useState(false);

  const { error, submit } = useAuthSubmit(
    async (values) => {
      await authApi.resetPassword({ token, password: String(values.password ?? '') });
      setDone(true);
    },
    {
      explain: (e) =>
        e instanceof HttpError && e.status === 404
          ? translate('app.auth.reset_password.invalid_link')
          : undefined,
    },
  );

  return (
    <>
      <AuthHeader
        title={translate('app.auth.reset_password.title')}
        lead={done ? undefined : translate('app.auth.reset_password.lead')}
        error={error}
      />
      {done ? (
        <Alert severity="success" role="status">
          {translate('app.auth.reset_password.done')}
        </Alert>
      ) : (
        <Form onSubmit={submit} noValidate disableInvalidFormNotification>
          <Stack>
            <NewPasswordFields />
            <SubmitButton label={translate('app.auth.reset_password.submit')} />
          </Stack>
        </Form>
      )}
      <Stack alignItems="center" sx={{ mt: 2 }}>
        <NavLink to={done ? '/login' : '/forgot-password'} variant="body2">
          {translate(done ? 'app.auth.back_to_login' : 'app.auth.reset_password.new_link')}
        </NavLink>
      </Stack>
    </>
  );
}
