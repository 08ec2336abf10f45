import '../texts';
import { Alert, Stack, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useGetOne, useTranslate } from 'react-admin';
import { useNavigate, useParams } from 'react-router-dom';
import { GraphView } from '@/ui/graph-view';
import { studyKeys } from '../api';
import { getStudyMap } from './map-api';
import { START_NODE, studyMapGraph } from './map-graph';
import { QueryState } from '../shared/query-state';
import { StudyPageHead, useStudyPage } from '../shared/study-page-head';
import type { StudyMap } from '../types';

/** Where a node leads: the study's home, the survey's record, a flow's editor; the finishes nowhere. */
function placeOf(node: string, studyId: string, map: StudyMap): string | null {
  if (node === START_NODE) return `/study/${encodeURIComponent(studyId)}`;
  const [kind, id] = node.split('-');
  if (kind === 'survey') return `/surveys/${id}`;
  if (kind === 'flow' && !map.missing.includes(Number(id))) return `/studies/flow/${id}`;
  return null;
}

function StudyMapView({ studyId, title, map }: { studyId: string; title: string; map: StudyMap }) {
  const translate = useTranslate();
  const navigate = useNavigate();
  const surveyId = map.prescreenSurveyId;
  const survey = useGetOne<{ id: number; title: string }>(
    'surveys',
    { id: surveyId ?? 0 },
    { enabled: surveyId !== null },
  );
  const graph = useMemo(
    () =>
      studyMapGraph(map, {
        study: title,
        studyKind: translate('studies.map.study_kind'),
        survey: survey.data?.title ?? translate('studies.map.survey', { id: surveyId }),
        surveyKind: translate('studies.map.survey_kind'),
        joiningKind: translate('studies.map.joining_kind'),
        flowKind: translate('studies.map.flow_kind'),
        otherStudyKind: translate('studies.map.other_study_kind'),
        complete: translate('studies.map.complete'),
        screenout: translate('studies.map.screenout'),
        unknownFlow: (id) => translate('studies.map.unknown_flow', { id }),
        published: (version) => translate('studies.map.published', { version }),
        neverPublished: translate('studies.map.never_published'),
        notReached: translate('studies.map.not_reached'),
        unread: (count) => translate('studies.map.unread', { smart_count: count }),
        // Conditions are the server's own codes (`all_required_answered`), read as words.
        when: (condition) => condition.replace(/_/g, ' '),
        unsuccessful: translate('studies.map.unsuccessful'),
      }),
    [map, title, survey.data, surveyId, translate],
  );
  if (map.joiningFlowId === null && map.flows.length === 0)
    return <Alert severity="info">{translate('studies.map.no_flows')}</Alert>;
  return (
    <GraphView
      nodes={graph.nodes}
      edges={graph.edges}
      direction="LR"
      height="calc(100vh - 260px)"
      ariaLabel={translate('studies.map.label', { title })}
      onOpen={(node) => {
        const to = placeOf(node, studyId, map);
        if (to) navigate(to);
      }}
    />
  );
}

/** `/studies/{id}/mapper`: how the study's flows lead from one to the next, as a diagram and a list. */
export default function StudyMapperPage() {
  const translate = useTranslate();
  const id = useParams().study_id ?? '';
  const { study, title } = useStudyPage(id, 'studies.map.title');
  const map = useQuery({ queryKey: studyKeys.map(id), queryFn: () => getStudyMap(id), retry: false });
  return (
    <Stack spacing={2} sx={{ p: 2 }}>
      <StudyPageHead studyId={id} title={title} />
      <Typography sx={{ color: 'text.secondary' }}>{translate('studies.map.lead')}</Typography>
      <QueryState {...study}>
        {(s) => (
          <QueryState {...map}>{(m) => <StudyMapView studyId={id} title={s.title} map={m} />}</QueryState>
        )}
      </QueryState>
    </Stack>
  );
}
