import '../texts';
import { Alert, AlertTitle, Box, Typography } from '@mui/material';
import { useMemo } from 'react';
import { useTranslate } from 'react-admin';
import { formatDateTime } from '@/i18n';
import { DataTable, type DataColumn } from '@/ui';
import type { KitState } from '@/domain/kit-states';
import type { KitDetail, KitResult } from '../types';

// Where a kit's results stand, told in words from its state: whether the lab has reported them,
// is testing, or has not had the sample yet; once reported, the assay's results as the lab gave them.

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
      {stage === 'reported' && kit.results.length > 0 && <ResultsTable results={kit.results} />}
    </section>
  );
}

const FLAGS = ['high', 'low', 'abnormal'];

/** The measures the lab reported, each with its value, unit, reference range and flag in words. */
function ResultsTable({ results }: { results: readonly KitResult[] }) {
  const translate = useTranslate();
  const rows = results.map((r, i) => ({ ...r, id: `${i}` }));
  const columns = useMemo(
    (): DataColumn<KitResult & { id: string }>[] =>
      (['name', 'value', 'unit', 'range', 'flag'] as const).map((id) => ({
        id,
        header: translate(`kitlink.results.column.${id}`),
        rowHeader: id === 'name',
        cell: (r) =>
          id === 'flag' && FLAGS.includes(r.flag) ? translate(`kitlink.results.flag.${r.flag}`) : r[id],
      })),
    [translate],
  );
  return (
    <Box sx={{ mt: 2 }}>
      <DataTable rows={rows} columns={columns} label={translate('kitlink.results.table')} empty={null} />
    </Box>
  );
}
