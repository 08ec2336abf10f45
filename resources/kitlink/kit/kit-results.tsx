import '../texts';
import { Alert, AlertTitle, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { formatDateTime } from '@/i18n';
import type { KitState } from '@/domain/kit-states';
import type { KitDetail } from '../types';

// Where a kit's results stand, told in words from its state: the console holds no result values,
// so this says whether the lab has reported them, is testing, or has not had the sample yet.

type Stage = 'not_returned' | 'on_way' | 'testing' | 'reported' | 'failed' | 'unknown';

const STAGES: Record<KitState, Stage> = {
  created: 'not_returned',
  dispatched: 'not_returned',
  delivered: 'not_returned',
  activated: 'not_returned',
  returned: 'on_way',
  received: 'testing',
  processed: 'reported',
  failed: 'failed',
};

const SEVERITY = { reported: 'success', failed: 'error' } as const;

/** A state a newer server adds says plainly that it tells nothing of results. */
const stageOf = (state: string): Stage => (state in STAGES ? STAGES[state as KitState] : 'unknown');

/** The kit's results section: reported, being tested, not yet possible, or failed and why. */
export function KitResults({ kit }: { kit: KitDetail }) {
  const translate = useTranslate();
  const stage = stageOf(kit.status);
  // When the kit reached its state, and the note given then (a failed sample's reason).
  const reached = kit.timeline?.findLast((e) => e.to === kit.status);
  return (
    <section aria-labelledby="kitlink-results">
      <Typography id="kitlink-results" variant="h6" component="h2" gutterBottom>
        {translate('kitlink.results.title')}
      </Typography>
      <Alert
        severity={stage === 'reported' || stage === 'failed' ? SEVERITY[stage] : 'info'}
        role="status"
        aria-labelledby="kitlink-results-stage"
      >
        <AlertTitle id="kitlink-results-stage">{translate(`kitlink.results.stage.${stage}`)}</AlertTitle>
        {translate(`kitlink.results.text.${stage}`)}
        {kit.assay && (
          <Typography variant="body2">
            {translate('kitlink.results.assay', { assay: kit.assay.name })}
          </Typography>
        )}
        {reached && stage !== 'unknown' && (
          <Typography variant="body2">
            {translate(`kitlink.results.since.${stage}`, { at: formatDateTime(reached.at) })}
          </Typography>
        )}
        {stage === 'failed' && reached?.note && (
          <Typography variant="body2">
            {translate('kitlink.results.reason', { note: reached.note })}
          </Typography>
        )}
      </Alert>
    </section>
  );
}
