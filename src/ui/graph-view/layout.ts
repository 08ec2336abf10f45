import { Graph, layout } from '@dagrejs/dagre';
import type { GraphDirection, GraphEdge, GraphNode } from './types';

export const NODE_WIDTH = 224;
export const NODE_HEIGHT = 80;
// Room inside a group's box around its members, and above them for the group's own label.
const GROUP_PADDING = 16;
const GROUP_LABEL = 32;
// Past this many nodes dagre's search for fewer crossings costs seconds; its first order is kept.
const LARGE_GRAPH = 150;

/** A node's place in the diagram: its top-left corner in diagram coordinates, and its size. */
export interface Box {
  x: number;
  y: number;
  width: number;
  height: number;
}

export interface Point {
  x: number;
  y: number;
}

/** The line dagre drew for an edge (from the source's border to the target's), and its label's centre. */
export interface Route {
  points: Point[];
  label?: Point;
}

export interface GraphLayout {
  boxes: Map<string, Box>;
  /** Edges to or from a group have none: they are drawn straight between the boxes. */
  routes: Map<string, Route>;
  /** Each member's group; empty when the groups could not be laid out as boxes. */
  parents: Map<string, string>;
}

/** Parents that exist and do not make a node its own ancestor; anything else is ignored. */
function validParents(nodes: readonly GraphNode[]): Map<string, string> {
  const ids = new Set(nodes.map((n) => n.id));
  const declared = new Map(
    nodes.flatMap((n) => (n.parentId && ids.has(n.parentId) ? [[n.id, n.parentId] as const] : [])),
  );
  const parents = new Map<string, string>();
  for (const [child, parent] of declared) {
    const seen = new Set([child]);
    let up: string | undefined = parent;
    while (up !== undefined && !seen.has(up)) {
      seen.add(up);
      up = declared.get(up);
    }
    if (up === undefined) parents.set(child, parent);
  }
  return parents;
}

function edgeSize(edge: GraphEdge): { width: number; height: number } {
  return edge.label
    ? { width: Math.min(edge.label.length * 7 + 12, 200), height: 20 }
    : { width: 0, height: 0 };
}

function runDagre(
  nodes: readonly GraphNode[],
  edges: readonly GraphEdge[],
  direction: GraphDirection,
  parents: Map<string, string>,
): { boxes: Map<string, Box>; routes: Map<string, Route> } {
  const groups = new Set(parents.values());
  const g = new Graph({ compound: parents.size > 0, multigraph: true });
  g.setGraph({ rankdir: direction, nodesep: 48, ranksep: 72, edgesep: 16, marginx: 24, marginy: 24 });
  g.setDefaultEdgeLabel(() => ({}));
  for (const n of nodes) g.setNode(n.id, groups.has(n.id) ? {} : { width: NODE_WIDTH, height: NODE_HEIGHT });
  for (const [child, parent] of parents) g.setParent(child, parent);
  // dagre cannot route edges that start or end on a group; they are drawn, just not laid out.
  const routed = edges.filter((e) => !groups.has(e.source) && !groups.has(e.target));
  for (const e of routed) g.setEdge(e.source, e.target, { ...edgeSize(e), labelpos: 'c' }, e.id);
  layout(g, { disableOptimalOrderHeuristic: nodes.length > LARGE_GRAPH });
  const boxes = new Map<string, Box>();
  for (const n of nodes) {
    if (groups.has(n.id)) continue;
    const placed = g.node(n.id);
    boxes.set(n.id, {
      x: (placed.x ?? 0) - NODE_WIDTH / 2,
      y: (placed.y ?? 0) - NODE_HEIGHT / 2,
      width: NODE_WIDTH,
      height: NODE_HEIGHT,
    });
  }
  const routes = new Map<string, Route>();
  for (const e of routed) {
    const placed = g.edge(e.source, e.target, e.id);
    const label =
      e.label && placed.x !== undefined && placed.y !== undefined ? { x: placed.x, y: placed.y } : undefined;
    routes.set(e.id, { points: placed.points ?? [], ...(label && { label }) });
  }
  return { boxes, routes };
}

function depthOf(id: string, parents: Map<string, string>): number {
  let depth = 0;
  for (let up = parents.get(id); up !== undefined; up = parents.get(up)) depth++;
  return depth;
}

/** A group's box wraps its members' boxes, innermost groups first. */
function addGroupBoxes(boxes: Map<string, Box>, parents: Map<string, string>): void {
  const groups = [...new Set(parents.values())].sort((a, b) => depthOf(b, parents) - depthOf(a, parents));
  for (const group of groups) {
    const members = [...parents].filter(([, p]) => p === group).flatMap(([c]) => boxes.get(c) ?? []);
    const left = Math.min(...members.map((b) => b.x)) - GROUP_PADDING;
    const top = Math.min(...members.map((b) => b.y)) - GROUP_PADDING - GROUP_LABEL;
    const right = Math.max(...members.map((b) => b.x + b.width)) + GROUP_PADDING;
    const bottom = Math.max(...members.map((b) => b.y + b.height)) + GROUP_PADDING;
    boxes.set(group, { x: left, y: top, width: right - left, height: bottom - top });
  }
}

/**
 * Places every node with dagre (cycles and self-loops included), members of a group clustered
 * inside its box. Should dagre fail on a nesting it cannot handle, the nodes are laid out flat
 * (groups as ordinary nodes) rather than not at all.
 */
export function layoutGraph(
  nodes: readonly GraphNode[],
  edges: readonly GraphEdge[],
  direction: GraphDirection = 'TB',
): GraphLayout {
  const ids = new Set(nodes.map((n) => n.id));
  const drawable = edges.filter((e) => ids.has(e.source) && ids.has(e.target));
  const parents = validParents(nodes);
  if (parents.size > 0) {
    try {
      const { boxes, routes } = runDagre(nodes, drawable, direction, parents);
      addGroupBoxes(boxes, parents);
      return { boxes, routes, parents };
    } catch {
      // Falls through to the flat layout below.
    }
  }
  return { ...runDagre(nodes, drawable, direction, new Map()), parents: new Map() };
}
