import './texts';
import { Alert, Stack, Typography } from '@mui/material';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslate } from 'react-admin';
import { useNavigate } from 'react-router-dom';
import { getActing, useImpersonation } from '@/auth/acting';
import { participantAppUrl } from '@/config/impersonation';
import { ExtensionUnavailableError, retryUnlessFinal } from '@/http';
import { usePageTitle } from '@/ui';
import { getCurrentImpersonation, impersonationKeys } from './api';
import { RecentList } from './recent-list';
import { StartForm } from './start-form';

/** `/impersonate`: act as a staff member in this console, or as a participant on their platform. */
export default function ImpersonatePage() {
  const translate = useTranslate();
  const client = useQueryClient();
  const navigate = useNavigate();
  usePageTitle(translate('impersonate.title'));
  const { session } = useImpersonation();
  const current = useQuery({
    queryKey: impersonationKeys.current,
    queryFn: getCurrentImpersonation,
    staleTime: 30_000,
    retry: retryUnlessFinal,
  });
  const started = () => {
    // Acting as a staff member: the console is theirs now, from their own first screen.
    if (getActing()) navigate('/');
    else void client.invalidateQueries({ queryKey: impersonationKeys.recent });
  };
  return (
    <Stack spacing={3} sx={{ p: 2, maxWidth: 960 }}>
      <Typography variant="h4" component="h1">
        {translate('impersonate.title')}
      </Typography>
      <Typography>{translate('impersonate.intro')}</Typography>
      {current.error instanceof ExtensionUnavailableError && (
        <Alert severity="info">{translate('impersonate.status_not_offered')}</Alert>
      )}
      {!participantAppUrl() && (
        <Alert severity="info">{translate('impersonate.participant_not_offered')}</Alert>
      )}
      {session ? (
        <Alert severity="warning">
          {translate('impersonate.already', { name: session.target.fullname })}
        </Alert>
      ) : (
        <StartForm onStarted={started} />
      )}
      <RecentList />
    </Stack>
  );
}
