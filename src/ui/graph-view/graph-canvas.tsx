import { Box, useTheme } from '@mui/material';
import {
  Background,
  Controls,
  MiniMap,
  ReactFlow,
  ReactFlowProvider,
  type EdgeTypes,
  type NodeTypes,
} from '@xyflow/react';
import '@xyflow/react/dist/style.css';
import { useMemo, type KeyboardEvent } from 'react';
import { useTranslate } from 'react-admin';
import { useAriaLabels, useLayout, useViewport } from './canvas-hooks';
import { flowEdges, flowNodes } from './flow-elements';
import { CardNodeView, GroupNodeView } from './graph-node';
import { RoutedEdgeView } from './routed-edge';
import type { GraphDirection, GraphViewProps } from './types';

const nodeTypes: NodeTypes = { card: CardNodeView, cluster: GroupNodeView };
const edgeTypes: EdgeTypes = { routed: RoutedEdgeView };

export interface GraphCanvasProps extends Omit<GraphViewProps, 'direction' | 'height'> {
  direction: GraphDirection;
  height: string;
  describedBy: string;
}

function Canvas(props: GraphCanvasProps) {
  const { nodes, edges, onOpen, ariaLabel, direction, height, describedBy } = props;
  const theme = useTheme();
  const translate = useTranslate();
  const layout = useLayout(nodes, edges, direction);
  const shownNodes = useMemo(
    () => flowNodes(nodes, layout, direction, onOpen !== undefined, translate),
    [nodes, layout, direction, onOpen, translate],
  );
  const shownEdges = useMemo(
    () => flowEdges(edges, nodes, layout, theme, translate),
    [edges, nodes, layout, theme, translate],
  );
  const zoomToFocus = useViewport(
    useMemo(() => nodes.map((n) => n.id).join('\n'), [nodes]),
    direction,
  );
  const ariaLabelConfig = useAriaLabels();

  // React Flow's nodes are the focusable elements; Enter or Space on one opens it.
  const openFromKeyboard = (event: KeyboardEvent<HTMLElement>) => {
    if (!onOpen || (event.key !== 'Enter' && event.key !== ' ')) return;
    const target = event.target;
    if (!(target instanceof HTMLElement) || !target.classList.contains('react-flow__node')) return;
    const id = target.dataset.id;
    if (id === undefined) return;
    event.preventDefault();
    onOpen(id);
  };

  return (
    <Box
      role="group"
      aria-label={ariaLabel}
      aria-describedby={describedBy}
      onKeyDown={openFromKeyboard}
      onFocus={zoomToFocus}
      sx={{
        height,
        border: 1,
        borderColor: 'divider',
        borderRadius: 1,
        '& .react-flow__node:focus-visible': {
          outline: `3px solid ${theme.palette.primary.main}`,
          outlineOffset: 2,
        },
      }}
    >
      <ReactFlow
        nodes={shownNodes}
        edges={shownEdges}
        nodeTypes={nodeTypes}
        edgeTypes={edgeTypes}
        // The first view is set once the nodes are measured (useStartView), not fitted whole.
        minZoom={0.05}
        nodesDraggable={false}
        nodesConnectable={false}
        elementsSelectable={false}
        edgesFocusable={false}
        onNodeClick={onOpen ? (_, node) => onOpen(node.id) : undefined}
        colorMode={theme.palette.mode}
        ariaLabelConfig={ariaLabelConfig}
      >
        <Controls showInteractive={false} />
        <MiniMap pannable zoomable nodeColor={theme.palette.grey[500]} />
        <Background />
      </ReactFlow>
    </Box>
  );
}

/** React Flow and dagre behind `GraphView`; loaded only by screens that draw a diagram. */
export default function GraphCanvas(props: GraphCanvasProps) {
  return (
    <ReactFlowProvider>
      <Canvas {...props} />
    </ReactFlowProvider>
  );
}
