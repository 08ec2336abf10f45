import '../texts';
import { MenuItem, TextField } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useGetList, useTranslate } from 'react-admin';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { GraphView } from '@/ui/graph-view';
import { LabsFrame } from '../shared/labs-frame';
import { QueryState } from '@/ui/query-state';
import { getStudyGraph, graphKeys } from './visualiser-api';
import { nodeTarget, studyGraph, type Words } from './visualiser-graph';

/** `/labs/study-visualiser?study_id=`: one study as a graph; a node opens its page. */
export default function VisualiserPage() {
  const translate = useTranslate();
  const navigate = useNavigate();
  const [params, setParams] = useSearchParams();
  const studyId = params.get('study_id') ?? '1';
  const studies = useGetList('studies', {
    pagination: { page: 1, perPage: 100 },
    sort: { field: 'title', order: 'ASC' },
  });
  const graph = useQuery({ queryKey: graphKeys.one(studyId), queryFn: () => getStudyGraph(studyId) });
  const words: Words = {
    kind: (k) => translate(`labs.visualiser.kind.${k}`),
    version: (n, state) =>
      translate('labs.visualiser.version', {
        n,
        state: state ? translate(`labs.visualiser.state.${state}`, { _: state }) : '—',
      }),
    joining: translate('labs.visualiser.joining'),
    primary: translate('labs.visualiser.primary'),
    sections: (n) => translate('labs.visualiser.sections', { n }),
  };
  return (
    <LabsFrame title={translate('labs.tool.study_visualiser.name')}>
      <TextField
        select
        size="small"
        sx={{ maxWidth: 480 }}
        label={translate('labs.visualiser.study')}
        value={studies.data?.some((s) => String(s.id) === studyId) ? studyId : ''}
        onChange={(e) => setParams({ study_id: e.target.value })}
      >
        {(studies.data ?? []).map((s) => (
          <MenuItem key={s.id} value={String(s.id)}>
            {String(s.title)}
          </MenuItem>
        ))}
      </TextField>
      <QueryState {...graph}>
        {() => {
          const { nodes, edges } = studyGraph(graph.data!, words);
          return (
            <GraphView
              nodes={nodes}
              edges={edges}
              direction="LR"
              height="70vh"
              ariaLabel={translate('labs.visualiser.graph', { title: graph.data!.study.title })}
              onOpen={(id) => {
                const to = nodeTarget(id, graph.data!.study.id);
                if (to) void navigate(to);
              }}
            />
          );
        }}
      </QueryState>
    </LabsFrame>
  );
}
