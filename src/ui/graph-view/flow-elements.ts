import type { Theme } from '@mui/material';
import { MarkerType } from '@xyflow/react';
import type { CardNode, GroupNode } from './graph-node';
import type { GraphLayout } from './layout';
import type { RoutedEdge } from './routed-edge';
import type { GraphDirection, GraphEdge, GraphNode } from './types';
import './texts';

type Translate = (key: string, options?: Record<string, unknown>) => string;

function depth(id: string, parents: Map<string, string>): number {
  let d = 0;
  for (let up = parents.get(id); up !== undefined; up = parents.get(up)) d++;
  return d;
}

/** What a screen reader says for a node: its kind, label, detail and tone. */
export function nodeName(node: GraphNode, translate: Translate): string {
  const tone =
    node.tone && node.tone !== 'default' ? translate(`ui.graph_view.tone.${node.tone}`) : undefined;
  return [node.kind, node.label, node.detail, tone].filter(Boolean).join(', ');
}

/** React Flow's nodes: groups before their members (as it requires), members placed inside them. */
export function flowNodes(
  nodes: readonly GraphNode[],
  layout: GraphLayout,
  direction: GraphDirection,
  openable: boolean,
  translate: Translate,
): (CardNode | GroupNode)[] {
  const groups = new Set(layout.parents.values());
  return [...nodes]
    .sort((a, b) => depth(a.id, layout.parents) - depth(b.id, layout.parents))
    .flatMap((node): (CardNode | GroupNode)[] => {
      const box = layout.boxes.get(node.id);
      if (!box) return [];
      const parentId = layout.parents.get(node.id);
      const parentBox = parentId === undefined ? undefined : layout.boxes.get(parentId);
      const common = {
        id: node.id,
        data: { node, direction },
        position: { x: box.x - (parentBox?.x ?? 0), y: box.y - (parentBox?.y ?? 0) },
        width: box.width,
        height: box.height,
        ariaLabel: nodeName(node, translate),
        ariaRole: openable ? ('button' as const) : ('group' as const),
        ...(parentId !== undefined && { parentId }),
      };
      return groups.has(node.id)
        ? [{ ...common, type: 'cluster' as const }]
        : [{ ...common, type: 'card' as const }];
    });
}

export function flowEdges(
  edges: readonly GraphEdge[],
  nodes: readonly GraphNode[],
  layout: GraphLayout,
  theme: Theme,
  translate: Translate,
): RoutedEdge[] {
  const labels = new Map(nodes.map((n) => [n.id, n.label]));
  const colour = theme.palette.text.secondary;
  return edges.flatMap((edge) => {
    const source = labels.get(edge.source);
    const target = labels.get(edge.target);
    if (source === undefined || target === undefined) return [];
    const name = translate('ui.graph_view.edge_label', { source, target });
    const route = layout.routes.get(edge.id);
    return [
      {
        id: edge.id,
        type: 'routed' as const,
        data: route ? { route } : {},
        source: edge.source,
        target: edge.target,
        label: edge.label,
        ariaLabel: [name, edge.kind, edge.label].filter(Boolean).join(', '),
        markerEnd: { type: MarkerType.ArrowClosed, color: colour },
        style: { stroke: colour, strokeWidth: 1.5 },
        labelStyle: { fill: theme.palette.text.primary, fontSize: 12 },
        labelBgStyle: { fill: theme.palette.background.paper },
        labelBgPadding: [4, 2] as [number, number],
      },
    ];
  });
}
