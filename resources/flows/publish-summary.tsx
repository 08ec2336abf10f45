import { Checkbox, CircularProgress, FormControlLabel, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useTranslate } from 'react-admin';
import { queryKeys } from '@/data/query-keys';
import { DiffList } from '@/editing';
import { getFlowVersion, toDraft } from './api';
import type { Problem } from './checks';
import { flowDiff } from './flow-diff';
import type { FlowDraft } from './types';
import './texts';

export interface PublishSummaryProps {
  draft: FlowDraft;
  warnings: readonly Problem[];
  acknowledged: boolean;
  onAcknowledge(on: boolean): void;
}

/** What publishing changes, in words, against the version participants see now. */
export function PublishSummary({ draft, warnings, acknowledged, onAcknowledge }: PublishSummaryProps) {
  const translate = useTranslate();
  const publishedId = draft.meta?.published_flow_version_id ?? null;
  const published = useQuery({
    queryKey: queryKeys('flows').custom('version', String(publishedId)),
    queryFn: () => getFlowVersion(publishedId as number),
    enabled: publishedId !== null,
  });
  const entries = useMemo(
    () =>
      publishedId === null
        ? flowDiff(null, draft)
        : published.data
          ? flowDiff(toDraft(published.data), draft)
          : null,
    [publishedId, published.data, draft],
  );
  return (
    <>
      <Typography variant="subtitle2" component="h3" sx={{ mt: 2 }}>
        {publishedId === null
          ? translate('flows.publish.first')
          : translate('flows.publish.against', { version: draft.meta?.published_version ?? '' })}
      </Typography>
      {entries === null ? (
        <CircularProgress size={20} aria-label={translate('flows.publish.loading')} />
      ) : (
        <DiffList entries={entries} label={translate('flows.publish.changes')} />
      )}
      {warnings.length > 0 && (
        <FormControlLabel
          sx={{ mt: 1 }}
          control={<Checkbox checked={acknowledged} onChange={(e) => onAcknowledge(e.target.checked)} />}
          label={translate('flows.publish.acknowledge', { smart_count: warnings.length })}
        />
      )}
    </>
  );
}
