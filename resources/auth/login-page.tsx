import { Alert, Stack } from '@mui/material';
import { useQueryClient } from '@tanstack/react-query';
import { Form, PasswordInput, useTranslate } from 'react-admin';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { authProvider, isDeviceVerificationRedirect } from '@/auth';
import { NavLink } from '@/ui';
import { required } from '@/engine/validators';
import { AuthHeader, EmailInput, SubmitButton, useAuthSubmit } from './auth-form';
import { afterSignInTarget } from './safe-redirect';

/** /login (guest only): sign in, then back to `redirect` when it is a same-origin path. */
export default function LoginPage() {
  const translate = useTranslate();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [search] = useSearchParams();
  const sessionExpired = search.get('sessionExpired') === 'true';
  const target = afterSignInTarget(search);
  const passwordLabel = translate('app.auth.password');

  const { error, submit } = useAuthSubmit(async (values) => {
    const credentials = { email: String(values.email ?? '').trim(), password: String(values.password ?? '') };
    const result: unknown = await authProvider.login({ ...credentials, redirect: target });
    // Cached "not signed in" answers from before must not outlive the new session.
    await queryClient.invalidateQueries({ queryKey: ['auth'] });
    if (isDeviceVerificationRedirect(result)) {
      await navigate(result.redirectTo, { state: { email: credentials.email, redirect: target } });
      return;
    }
    await navigate(target, { replace: true });
  });

  return (
    <>
      <AuthHeader title={translate('app.auth.login.title')} error={error} />
      {sessionExpired && (
        <Alert severity="warning" sx={{ mb: 2 }}>
          {translate('app.auth.login.session_expired')}
        </Alert>
      )}
      <Form onSubmit={submit} noValidate disableInvalidFormNotification>
        <Stack>
          <EmailInput autoComplete="username" />
          <PasswordInput
            source="password"
            label="app.auth.password"
            autoComplete="current-password"
            validate={[required(passwordLabel)]}
          />
          <SubmitButton label={translate('app.auth.login.submit')} />
          <NavLink to="/forgot-password" variant="body2" sx={{ mt: 2, alignSelf: 'center' }}>
            {translate('app.auth.login.forgot_password')}
          </NavLink>
        </Stack>
      </Form>
    </>
  );
}
