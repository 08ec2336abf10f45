import './texts';
import { Alert, Link } from '@mui/material';
import { useTranslate } from 'react-admin';
import { formatTime } from '@/i18n';
import type { StartOutcome } from './acting-session';

/**
 * What became of a start that left the console as it was: a participant's platform opened (with
 * the one-time link again, in case the browser held the new tab back), or no platform configured.
 */
export function StartOutcomeNote({ outcome, name }: { outcome: StartOutcome; name: string }) {
  const translate = useTranslate();
  if (outcome.kind === 'participant-unconfigured')
    return <Alert severity="info">{translate('impersonate.participant_unconfigured', { name })}</Alert>;
  if (outcome.kind !== 'participant') return null;
  return (
    <Alert severity="success">
      {translate('impersonate.participant_opened', { name, until: formatTime(outcome.expiresAt) })}{' '}
      <Link href={outcome.url} target="_blank" rel="noopener noreferrer" color="inherit">
        {translate('impersonate.participant_link')}
      </Link>
    </Alert>
  );
}
