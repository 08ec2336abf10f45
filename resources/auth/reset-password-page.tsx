import { Alert, Stack } from '@mui/material';
import { useState } from 'react';
import { Form, useTranslate } from 'react-admin';
import type { FieldValues } from 'react-hook-form';
import { useParams } from 'react-router-dom';
import { authApi } from '@/auth';
import { HttpError } from '@/http';
import { NavLink } from '@/ui';
import { AuthHeader, SubmitButton, describeFailure } from './auth-form';
import { NewPasswordFields } from './password-fields';

/** /resetpass/{token} (guest only): sets a new password from an emailed link. */
export default function ResetPasswordPage() {
  const translate = useTranslate();
  const { token = '' } = useParams();
  const [error, setError] = useState<string | null>(null);
  const [done, setDone] = useState(false);

  const submit = async (values: FieldValues) => {
    setError(null);
    try {
      await authApi.resetPassword({ token, password: String(values.password ?? '') });
      setDone(true);
      return undefined;
    } catch (e) {
      if (e instanceof HttpError && e.status === 404) {
        setError(translate('app.auth.reset_password.invalid_link'));
        return undefined;
      }
      const failure = describeFailure(e, translate);
      setError(failure.message);
      return failure.fields;
    }
  };

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
        <Form onSubmit={submit} noValidate>
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
