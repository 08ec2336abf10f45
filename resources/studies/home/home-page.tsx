import '../texts';
import { Chip, Stack, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useTranslate } from 'react-admin';
import { useParams } from 'react-router-dom';
import { HistorySection } from '@/audit';
import { usePermissionCheck } from '@/auth';
import { canDo, lookupEntity } from '@/engine';
import { PanelBoundary, usePageTitle } from '@/ui';
import { getStudy, studyKeys } from '../api';
import { HomeContent, HomeFlows } from './home-lists';
import { HomeGenes } from './home-genes';
import { HomeOverview } from './home-overview';
import { contentRead, flowsRead, reportRead, versionsRead } from './home-reads';
import { HomeVersions } from './home-versions';
import { PublishStudyButton } from '../shared/publish-study-button';
import { QueryState } from '../shared/query-state';
import { StudyNav } from '../shared/study-nav';
import { stateKey } from '../study-record';
import type { StudyRecord } from '../types';

/** The chips every study screen shows: live or not (when the server says), and the version being read. */
export function StudyChips({ study }: { study: StudyRecord }) {
  const translate = useTranslate();
  return (
    <Stack direction="row" spacing={1}>
      {study.is_published !== null && (
        <Chip
          size="small"
          color={study.is_published ? 'success' : 'default'}
          label={translate(study.is_published ? 'studies.live' : 'studies.not_live')}
        />
      )}
      <Chip
        size="small"
        color={study.state === 'draft' ? 'warning' : 'default'}
        label={translate(stateKey(study.state, study.version), { version: study.version })}
      />
    </Stack>
  );
}

/** `/study/{id}`: overview, content, flows, versions and genes of one study. */
export default function StudyHomePage() {
  const id = useParams().study_id ?? '';
  const translate = useTranslate();
  const record = useQuery({ queryKey: studyKeys.record(id), queryFn: () => getStudy(id) });
  // The panels of the first screen are sized by their own reads: asked with the study, all at
  // once, and the page drawn when they are in, it is not pushed down by each as it arrives. A
  // read that failed stops the wait; its panel says so alone. "Answered once", not the current
  // state: a panel mounting on a failed read asks again, and that must not hide the page again.
  const panels = [
    useQuery(reportRead(id)),
    useQuery(contentRead(id)),
    useQuery(flowsRead(id)),
    useQuery(versionsRead(id)),
  ];
  const waiting = panels.some((q) => q.dataUpdatedAt === 0 && q.errorUpdatedAt === 0 && q.failureCount === 0);
  const check = usePermissionCheck();
  const studies = lookupEntity('studies');
  // Revert writes the study: offered under the rule the server applies to it.
  const mayWrite = !!studies && canDo(studies, 'edit', check);
  // A study a server sends without a title is named by its id, never by an empty heading.
  const name = (study: { title?: string | null }) =>
    study.title || translate('studies.home.untitled', { id });
  usePageTitle(record.data ? name(record.data) : translate('studies.home.title'));
  return (
    <Stack spacing={3} sx={{ p: 2 }}>
      <QueryState {...record} data={waiting ? undefined : record.data}>
        {(study) => (
          <>
            <Stack direction="row" spacing={2} useFlexGap flexWrap="wrap" sx={{ alignItems: 'center' }}>
              <Typography variant="h4" component="h1">
                {name(study)}
              </Typography>
              <StudyChips study={study} />
              <PublishStudyButton studyId={id} />
            </Stack>
            <StudyNav studyId={id} />
            {/* Each part fails alone: a broken panel leaves the others readable. */}
            <PanelBoundary name="study-overview">
              <HomeOverview study={study} />
            </PanelBoundary>
            <Stack direction={{ xs: 'column', md: 'row' }} spacing={3}>
              <PanelBoundary name="study-content">
                <HomeContent study={study} />
              </PanelBoundary>
              <PanelBoundary name="study-flows">
                <HomeFlows studyId={id} />
              </PanelBoundary>
            </Stack>
            <PanelBoundary name="study-versions">
              <HomeVersions studyId={id} />
            </PanelBoundary>
            <PanelBoundary name="study-genes">
              <HomeGenes studyId={id} />
            </PanelBoundary>
            <PanelBoundary name="study-history">
              {/* Not while someone holds a draft of it: their next save would write the revert over. */}
              <HistorySection entity="studies" id={id} canRevert={mayWrite && study.locked_by === null} />
            </PanelBoundary>
          </>
        )}
      </QueryState>
    </Stack>
  );
}
