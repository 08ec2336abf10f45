import { Button, Stack } from '@mui/material';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useLogout, useTranslate } from 'react-admin';
import { useNavigate } from 'react-router-dom';
import { authApi, takeTermsTarget } from '@/auth';
import { AuthHeader, describeFailure } from './auth-form';
import { LicenseText } from './license-text';
import { safeRedirect } from './safe-redirect';

/**
 * /apula/accept-license-agreement (signed in): accepting records accepted_admin_terms_at, then the
 * console opens on the page the user was going to when the licence stopped them (home otherwise).
 */
export default function AcceptLicensePage() {
  const translate = useTranslate();
  const navigate = useNavigate();
  const logout = useLogout();
  const queryClient = useQueryClient();
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const accept = async () => {
    setBusy(true);
    setError(null);
    try {
      await authApi.acceptTerms();
      await queryClient.invalidateQueries({ queryKey: ['auth'] });
      await navigate(safeRedirect(takeTermsTarget()) ?? '/', { replace: true });
    } catch (e) {
      setError(describeFailure(e, translate).message);
      setBusy(false);
    }
  };

  return (
    <>
      <AuthHeader
        title={translate('app.license.accept_title')}
        lead={translate('app.license.accept_lead')}
        error={error}
      />
      <LicenseText maxHeight={280} />
      <Stack direction="row" spacing={2} sx={{ mt: 3 }}>
        <Button variant="outlined" fullWidth disabled={busy} onClick={() => void logout()}>
          {translate('app.user_menu.sign_out')}
        </Button>
        <Button variant="contained" fullWidth disabled={busy} onClick={() => void accept()}>
          {translate('app.license.accept')}
        </Button>
      </Stack>
    </>
  );
}
