import { getViewportForBounds, useReactFlow, useStore, type Rect, type Viewport } from '@xyflow/react';
import { useEffect, useRef } from 'react';
import type { GraphDirection } from './types';

// A card is about 80 px tall at zoom 1: below this zoom it is under the 24 px a pointer target
// needs (WCAG 2.5.8), and so are the gaps between cards. A whole map fitted smaller than that (a
// 20-block flow fitted at 0.26) showed cards of 20 px that could not be read or aimed at.
export const TARGET_ZOOM = 0.35;
const MAX_ZOOM = 1;
const PADDING = 0.1;
const EDGE = 16;

/**
 * Where a map opens: the whole diagram fitted when it fits at a zoom whose cards can be aimed
 * at; otherwise at that zoom from its start (top for a top-down map, left for a left-right one),
 * the rest a pan, the overview map or the fit button away.
 */
export function startView(bounds: Rect, width: number, height: number, direction: GraphDirection): Viewport {
  const fitted = getViewportForBounds(bounds, width, height, 0.05, MAX_ZOOM, PADDING);
  if (fitted.zoom >= TARGET_ZOOM) return fitted;
  const zoom = TARGET_ZOOM;
  // Centred across the direction of reading when it fits that way, else from its first edge.
  const across = (size: number, start: number, room: number) =>
    size * zoom <= room - 2 * EDGE ? (room - size * zoom) / 2 - start * zoom : EDGE - start * zoom;
  return direction === 'TB'
    ? { zoom, x: across(bounds.width, bounds.x, width), y: EDGE - bounds.y * zoom }
    : { zoom, x: EDGE - bounds.x * zoom, y: across(bounds.height, bounds.y, height) };
}

/**
 * Sets the start view once the nodes are in React Flow's store, and again when other nodes arrive.
 * The layout gives every node its size, so nothing waits for measuring (React Flow's own
 * `nodesInitialized` stays false for nodes drawn at a given size without change handlers).
 */
export function useStartView(nodeIds: string, direction: GraphDirection): void {
  const { getNodes, getNodesBounds, setViewport } = useReactFlow();
  const ready = useStore((s) => s.nodeLookup.size > 0);
  const width = useStore((s) => s.width);
  const height = useStore((s) => s.height);
  const shown = useRef<string | null>(null);
  useEffect(() => {
    if (!ready || width === 0 || height === 0 || shown.current === nodeIds) return;
    shown.current = nodeIds;
    void setViewport(startView(getNodesBounds(getNodes()), width, height, direction));
  }, [ready, width, height, nodeIds, direction, getNodes, getNodesBounds, setViewport]);
}
