import CheckCircleOutline from '@mui/icons-material/CheckCircleOutline';
import ErrorOutline from '@mui/icons-material/ErrorOutline';
import WarningAmberOutlined from '@mui/icons-material/WarningAmberOutlined';
import { Box, Typography } from '@mui/material';
import { Handle, Position, type Node, type NodeProps } from '@xyflow/react';
import type { GraphDirection, GraphNode, GraphTone } from './types';

export interface NodeData extends Record<string, unknown> {
  node: GraphNode;
  direction: GraphDirection;
}

export type CardNode = Node<NodeData, 'card'>;
export type GroupNode = Node<NodeData, 'cluster'>;

const TONE_COLOUR = {
  default: 'divider',
  warning: 'warning.main',
  error: 'error.main',
  success: 'success.main',
} as const satisfies Record<GraphTone, string>;

// Colour is never the only sign of a tone: each but the default has its icon too.
const TONE_ICON = {
  default: null,
  warning: WarningAmberOutlined,
  error: ErrorOutline,
  success: CheckCircleOutline,
} as const;

function Handles({ direction }: { direction: GraphDirection }) {
  const vertical = direction === 'TB';
  const style = { opacity: 0, pointerEvents: 'none' } as const;
  return (
    <>
      <Handle
        type="target"
        position={vertical ? Position.Top : Position.Left}
        isConnectable={false}
        style={style}
      />
      <Handle
        type="source"
        position={vertical ? Position.Bottom : Position.Right}
        isConnectable={false}
        style={style}
      />
    </>
  );
}

const ellipsis = { overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' } as const;

/** One node: its kind, label and detail on a card whose edge and icon carry its tone. */
export function CardNodeView({ data, width, height }: NodeProps<CardNode>) {
  const { node, direction } = data;
  const tone = node.tone ?? 'default';
  const Icon = TONE_ICON[tone];
  return (
    <Box
      title={[node.kind, node.label, node.detail].filter(Boolean).join('\n')}
      sx={{
        width,
        height,
        boxSizing: 'border-box',
        px: 1.5,
        py: 1,
        bgcolor: 'background.paper',
        color: 'text.primary',
        border: 1,
        borderColor: 'divider',
        borderLeft: 6,
        borderLeftColor: TONE_COLOUR[tone],
        borderRadius: 1,
        boxShadow: 1,
        cursor: 'pointer',
      }}
    >
      <Handles direction={direction} />
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 0.5 }}>
        {Icon && <Icon fontSize="small" sx={{ color: TONE_COLOUR[tone] }} />}
        {node.kind && (
          <Typography variant="caption" sx={{ ...ellipsis, color: 'text.secondary' }}>
            {node.kind}
          </Typography>
        )}
      </Box>
      {/* Spaces between the lines, so the words read on screen are the node's name, word for word. */}{' '}
      <Typography variant="body2" sx={{ ...ellipsis, fontWeight: 600 }}>
        {node.label}
      </Typography>{' '}
      {node.detail && (
        <Typography variant="caption" component="div" sx={{ ...ellipsis, color: 'text.secondary' }}>
          {node.detail}
        </Typography>
      )}
    </Box>
  );
}

/** A group: a labelled box drawn behind its members. */
export function GroupNodeView({ data, width, height }: NodeProps<GroupNode>) {
  const { node, direction } = data;
  return (
    <Box
      sx={{
        width,
        height,
        boxSizing: 'border-box',
        border: 2,
        borderStyle: 'dashed',
        borderColor: TONE_COLOUR[node.tone ?? 'default'],
        borderRadius: 2,
        bgcolor: 'action.hover',
        px: 1.5,
        py: 0.5,
        cursor: 'pointer',
      }}
    >
      <Handles direction={direction} />
      <Typography variant="subtitle2" component="div" sx={{ ...ellipsis, color: 'text.primary' }}>
        {[node.kind, node.label].filter(Boolean).join(': ')}
      </Typography>
    </Box>
  );
}
