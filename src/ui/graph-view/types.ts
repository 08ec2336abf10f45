export type GraphTone = 'default' | 'warning' | 'error' | 'success';

export interface GraphNode {
  id: string;
  label: string;
  /** What the node is ("Single choice", "Flow"), shown above its label. */
  kind?: string;
  /** One more line under the label ("3 answers"). */
  detail?: string;
  /** A node that other nodes name as their parent is drawn as a box around them. */
  parentId?: string;
  tone?: GraphTone;
}

export interface GraphEdge {
  id: string;
  source: string;
  target: string;
  label?: string;
  kind?: string;
}

export type GraphDirection = 'TB' | 'LR';

export interface GraphViewProps {
  nodes: GraphNode[];
  edges: GraphEdge[];
  /** Called with a node's id when it is clicked, or chosen with Enter or Space. */
  onOpen?(id: string): void;
  /** Names the diagram (and its list view) for screen readers. */
  ariaLabel: string;
  /** Top to bottom (default) or left to right. */
  direction?: GraphDirection;
  /** The diagram's height (CSS), 32rem by default. */
  height?: string;
}
