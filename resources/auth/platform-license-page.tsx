import { Stack } from '@mui/material';
import { useSyncExternalStore } from 'react';
import { useTranslate } from 'react-admin';
import { isSignedIn, subscribeToken } from '@/auth';
import { NavLink } from '@/ui';
import { AuthHeader } from './auth-form';
import { LicenseText } from './license-text';

/** /apula/platform-user-license-agreement (public): the agreement's text. */
export default function PlatformLicensePage() {
  const translate = useTranslate();
  const signedIn = useSyncExternalStore(subscribeToken, isSignedIn, isSignedIn);
  return (
    <>
      <AuthHeader title={translate('app.license.title')} />
      <LicenseText />
      <Stack alignItems="center">
        <NavLink to={signedIn ? '/' : '/login'} variant="body2">
          {translate(signedIn ? 'app.license.back_to_console' : 'app.auth.back_to_login')}
        </NavLink>
      </Stack>
    </>
  );
}
