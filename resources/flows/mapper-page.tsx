import { Box, CircularProgress } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useTranslate } from 'react-admin';
import { useNavigate, useParams } from 'react-router-dom';
import { queryKeys } from '@/data/query-keys';
import { usePageTitle } from '@/ui';
import { EditorFrame } from '@/ui/editor-frame';
import { GraphView } from '@/ui/graph-view';
import { getFlow, toDraft } from './api';
import { checkFlow } from './checks';
import { END_NODE, mapperGraph, MISSING_PREFIX, SCREENOUT_NODE } from './mapper-graph';
import { mapWords } from './map-words';
import './texts';

/**
 * The jump-logic map of the flow as saved: sections, blocks, jumps, the end and screen-outs (the
 * editor's Map tab draws the working copy).
 */
export default function MapperPage() {
  const translate = useTranslate();
  const navigate = useNavigate();
  const flowId = Number(useParams().flow_id);
  const { data } = useQuery({
    queryKey: queryKeys('flows').custom('map', String(flowId)),
    queryFn: () => getFlow(flowId),
  });
  const graph = useMemo(() => {
    if (!data) return null;
    const draft = toDraft(data);
    return mapperGraph(draft, checkFlow(draft), mapWords(translate));
  }, [data, translate]);
  usePageTitle(translate('flows.mapper.title', { title: data?.title ?? '' }));
  const editor = `/studies/flow/${flowId}`;
  return (
    <Box sx={{ p: 2 }}>
      <EditorFrame
        back={{ to: editor, label: translate('flows.mapper.back') }}
        title={translate('flows.mapper.title', { title: data?.title ?? '' })}
      />
      {graph === null ? (
        <CircularProgress aria-label={translate('flows.editor.loading')} />
      ) : (
        <GraphView
          nodes={graph.nodes}
          edges={graph.edges}
          height="calc(100vh - 160px)"
          ariaLabel={translate('flows.mapper.label', { title: data?.title ?? '' })}
          onOpen={(id) => {
            if (
              id !== END_NODE &&
              id !== SCREENOUT_NODE &&
              !id.startsWith('section-') &&
              !id.startsWith(MISSING_PREFIX)
            )
              navigate(`${editor}/block/${id}`);
          }}
        />
      )}
    </Box>
  );
}
