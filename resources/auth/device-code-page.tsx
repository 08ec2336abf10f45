import { Stack } from '@mui/material';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Form, TextInput, useTranslate } from 'react-admin';
import type { FieldValues } from 'react-hook-form';
import { useNavigate } from 'react-router-dom';
import { getPendingDeviceVerification, verifyDevice } from '@/auth';
import { required } from '@/engine/validators';
import { NavLink } from '@/ui';
import { AuthHeader, SubmitButton, describeFailure } from './auth-form';
import { safeRedirect } from './safe-redirect';

/** /device-code (guest, only from /login): the code sent for a new device completes sign-in. */
export default function DeviceCodePage() {
  const translate = useTranslate();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [error, setError] = useState<string | null>(null);
  const pending = getPendingDeviceVerification();
  const codeLabel = translate('app.auth.device_code.code');

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

  const submit = async (values: FieldValues) => {
    setError(null);
    // Read before verifying: a successful verification forgets the pending sign-in.
    const target = safeRedirect(pending.redirect) ?? '/';
    try {
      await verifyDevice(String(values.code ?? '').trim());
      await queryClient.invalidateQueries({ queryKey: ['auth'] });
      await navigate(target, { replace: true });
      return undefined;
    } catch (e) {
      const failure = describeFailure(e, translate);
      if (!failure.fields) setError(failure.message);
      return failure.fields;
    }
  };

  return (
    <>
      <AuthHeader
        title={translate('app.auth.device_code.title')}
        lead={translate('app.auth.device_code.lead', { email: pending.email })}
        error={error}
      />
      <Form onSubmit={submit} noValidate>
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
