import { useReactFlow } from '@xyflow/react';
import { useMemo, useRef, type FocusEvent } from 'react';
import { useTranslate } from 'react-admin';
import { layoutGraph, type GraphLayout } from './layout';
import { useStartView } from './start-view';
import type { GraphDirection, GraphEdge, GraphNode } from './types';
import './texts';

// Below this zoom a node's words are too small to read.
const READABLE_ZOOM = 0.75;

/**
 * Lays the graph out again only when its shape changes: screens often pass new arrays on every
 * render, and a large graph takes dagre a noticeable moment.
 */
export function useLayout(nodes: GraphNode[], edges: GraphEdge[], direction: GraphDirection): GraphLayout {
  const shape = JSON.stringify([
    direction,
    nodes.map((n) => [n.id, n.parentId ?? null]),
    edges.map((e) => [e.id, e.source, e.target, e.label ?? '']),
  ]);
  const last = useRef<{ shape: string; layout: GraphLayout } | null>(null);
  if (last.current?.shape !== shape) last.current = { shape, layout: layoutGraph(nodes, edges, direction) };
  return last.current.layout;
}

/** React Flow's own words, in the console's. */
export function useAriaLabels() {
  const translate = useTranslate();
  return useMemo(() => {
    const keys = translate('ui.graph_view.keys');
    return {
      'node.a11yDescription.default': keys,
      'node.a11yDescription.keyboardDisabled': keys,
      'controls.ariaLabel': translate('ui.graph_view.controls'),
      'controls.zoomIn.ariaLabel': translate('ui.graph_view.zoom_in'),
      'controls.zoomOut.ariaLabel': translate('ui.graph_view.zoom_out'),
      'controls.fitView.ariaLabel': translate('ui.graph_view.fit'),
      'minimap.ariaLabel': translate('ui.graph_view.minimap'),
    };
  }, [translate]);
}

/**
 * Keeps the view useful: opens where the map can be read and aimed at (`useStartView`), again
 * when other nodes arrive, and zooms in on a node reached with the keyboard when the view is too
 * small to read.
 */
export function useViewport(nodeIds: string, direction: GraphDirection) {
  const { getViewport, getInternalNode, setCenter } = useReactFlow();
  useStartView(nodeIds, direction);

  return (event: FocusEvent<HTMLElement>) => {
    const target = event.target;
    if (!target.classList.contains('react-flow__node') || !target.matches(':focus-visible')) return;
    const node = getInternalNode(target.dataset.id ?? '');
    if (!node || getViewport().zoom >= READABLE_ZOOM) return;
    const { x, y } = node.internals.positionAbsolute;
    void setCenter(x + (node.width ?? 0) / 2, y + (node.height ?? 0) / 2, { zoom: 1, duration: 200 });
  };
}
