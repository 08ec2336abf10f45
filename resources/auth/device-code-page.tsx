import { Stack } from '@mui/material';
import { useQueryClient } from '@tanstack/react-query';
import { Form, TextInput, useTranslate } from 'react-admin';
import { useNavigate } from 'react-router-dom';
import { getPendingDeviceVerification, verifyDevice } from '@/auth';
import { required } from '@/engine/validators';
import { NavLink } from '@/ui';
import { AuthHeader, SubmitButton, useAuthSubmit } from './auth-form';
import { safeRedirect } from './safe-redirect';

/** /device-code (guest, only from /login): the code sent for a new device completes sign-in. */
export default function DeviceCodePage() {
  const translate = useTranslate();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const pending = getPendingDeviceVerification();
  const codeLabel = translate('app.auth.device_code.code');
  // A wrong code is said under the code field only; other failures go to the banner.
  const { error, submit } = useAuthSubmit(
    async (values) => {
      // Read before verifying: a successful verification forgets the pending sign-in.
      const target = safeRedirect(pending?.redirect) ?? '/';
      await verifyDevice(String(values.code ?? '').trim());
      await queryClient.invalidateQueries({ queryKey: ['auth'] });
      await navigate(target, { replace: true });
    },
    { bannerWithFieldErrors: false },
  );

  if (!pending) {
    return (
      <>
        <AuthHeader
          title={translate('app.auth.device_code.title')}
          lead={translate('app.auth.device_code.expired')}
        />
        <NavLink to="/login">{translate('app.auth.back_to_login')}</NavLink>
      </>
    );
  }

  return (
    <>
      <AuthHeader
        title={translate('app.auth.device_code.title')}
        lead={translate('app.auth.device_code.lead', { email: pending.email })}
        error={error}
      />
      <Form onSubmit={submit} noValidate disableInvalidFormNotification>
        <Stack>
          <TextInput
            source="code"
            label="app.auth.device_code.code"
            autoComplete="one-time-code"
            autoFocus
            slotProps={{ htmlInput: { inputMode: 'numeric' } }}
            validate={[required(codeLabel)]}
          />
          <SubmitButton label={translate('app.auth.device_code.submit')} />
          <NavLink to="/login" variant="body2" sx={{ mt: 2, alignSelf: 'center' }}>
            {translate('app.auth.back_to_login')}
          </NavLink>
        </Stack>
      </Form>
    </>
  );
}
