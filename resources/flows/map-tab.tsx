import { Typography } from '@mui/material';
import { useDeferredValue, useMemo } from 'react';
import { useTranslate } from 'react-admin';
import { useNavigate } from 'react-router-dom';
import { GraphView } from '@/ui/graph-view';
import type { Problem } from './checks';
import { END_NODE, MISSING_PREFIX, mapperGraph, SCREENOUT_NODE } from './mapper-graph';
import { mapWords } from './map-words';
import type { FlowDraft } from './types';
import './texts';

interface MapTabProps {
  draft: FlowDraft;
  problems: readonly Problem[];
  title: string;
  blockPath: (id: number) => string;
}

/**
 * The jump-logic map of the working copy, as it is being edited (unsaved changes included): it
 * follows the draft a moment behind the typing; a jump to a block that is gone is drawn broken.
 */
export function MapTab({ draft, problems, title, blockPath }: MapTabProps) {
  const translate = useTranslate();
  const navigate = useNavigate();
  const shown = useDeferredValue(draft);
  const graph = useMemo(
    () => mapperGraph(shown, problems, mapWords(translate)),
    [shown, problems, translate],
  );
  return (
    <>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
        {translate('flows.mapper.working_copy')}
      </Typography>
      <GraphView
        nodes={graph.nodes}
        edges={graph.edges}
        height="calc(100vh - 260px)"
        ariaLabel={translate('flows.mapper.label', { title })}
        onOpen={(id) => {
          if (id === END_NODE || id === SCREENOUT_NODE || id.startsWith('section-')) return;
          if (id.startsWith(MISSING_PREFIX)) return;
          navigate(`${blockPath(Number(id))}?tab=blocks`);
        }}
      />
    </>
  );
}
