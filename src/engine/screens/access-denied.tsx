import LockIcon from '@mui/icons-material/Lock';
import { Button, Card, CardContent, Stack, Typography } from '@mui/material';
import { useSyncExternalStore } from 'react';
import { LinkBase, Title, useTranslate } from 'react-admin';
import { subscribeToken, tokenState } from '@/auth';
import { usePageTitle } from '@/ui';

/**
 * Shown instead of a screen the user may not use, e.g. when a URL is typed directly. `unavailable`
 * is for a screen no one may use: the spec's access constants forbid creating that entity at all.
 */
export function AccessDenied({ reason = 'permission' }: { reason?: 'permission' | 'unavailable' }) {
  const translate = useTranslate();
  // Once the token is gone (signing out, a session that ran out) no permission is held for the
  // moment before the sign-in page takes over: that is not a refusal, so nothing is shown.
  const signedOut = useSyncExternalStore(subscribeToken, () => tokenState() === 'none');
  const [title, message] =
    reason === 'permission'
      ? ['engine.accessDenied.title', 'engine.accessDenied.message']
      : ['engine.unavailable.title', 'engine.unavailable.message'];
  // Named in the app bar and the browser tab, as every screen is: not the previous screen's name.
  usePageTitle(signedOut ? '' : translate(title));
  if (signedOut) return null;
  return (
    <Card sx={{ mt: 2 }} role="alert">
      <Title title={translate(title)} />
      <CardContent>
        <Stack spacing={2} sx={{ alignItems: 'flex-start' }}>
          <LockIcon color="disabled" fontSize="large" />
          <Typography variant="h5" component="h1">
            {translate(title)}
          </Typography>
          <Typography>{translate(message)}</Typography>
          <Button component={LinkBase} to="/" variant="contained">
            {translate('engine.accessDenied.home')}
          </Button>
        </Stack>
      </CardContent>
    </Card>
  );
}
