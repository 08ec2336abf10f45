import ExpandMore from '@mui/icons-material/ExpandMore';
import { Box, Button, Collapse, Typography } from '@mui/material';
import { Suspense, useId, useState } from 'react';
import { useTranslate } from 'react-admin';
import { PanelBoundary } from '../error-boundary';
import { lazyScreen } from '../lazy-screen';
import { GraphList } from './graph-list';
import type { GraphViewProps } from './types';
import './texts';

const GraphCanvas = lazyScreen(() => import('./graph-canvas'));

/**
 * A diagram of nodes and edges, laid out automatically (dagre) and drawn with React Flow: pan,
 * zoom, fit, an overview map. Nodes are in the Tab order and open with Enter, Space or a click.
 * The same graph is offered as a list ("List view") for those who cannot use the drawing.
 */
export function GraphView({
  nodes,
  edges,
  onOpen,
  ariaLabel,
  direction = 'TB',
  height = '32rem',
}: GraphViewProps) {
  const translate = useTranslate();
  const [listOpen, setListOpen] = useState(false);
  const listId = useId();
  const keysId = useId();
  return (
    <Box>
      <Typography id={keysId} variant="caption" component="p" sx={{ color: 'text.secondary', mb: 0.5 }}>
        {translate('ui.graph_view.keys')}
      </Typography>
      <Button
        size="small"
        aria-expanded={listOpen}
        aria-controls={listId}
        onClick={() => setListOpen((open) => !open)}
        endIcon={<ExpandMore sx={{ transform: listOpen ? 'rotate(180deg)' : undefined }} />}
        sx={{ mb: 1 }}
      >
        {translate('ui.graph_view.list_view')}
      </Button>
      <Collapse in={listOpen} id={listId}>
        <GraphList nodes={nodes} edges={edges} onOpen={onOpen} ariaLabel={ariaLabel} />
      </Collapse>
      {/* A drawing that fails leaves the list view, which shows the same graph. */}
      <PanelBoundary name="graph" resetKey={nodes}>
        <Suspense
          fallback={
            <Box
              role="progressbar"
              aria-label={ariaLabel}
              sx={{ height, border: 1, borderColor: 'divider', borderRadius: 1 }}
            />
          }
        >
          <GraphCanvas
            nodes={nodes}
            edges={edges}
            onOpen={onOpen}
            ariaLabel={ariaLabel}
            direction={direction}
            height={height}
            describedBy={keysId}
          />
        </Suspense>
      </PanelBoundary>
    </Box>
  );
}
