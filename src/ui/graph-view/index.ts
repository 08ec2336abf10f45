export { GraphView } from './graph-view';
export type { GraphDirection, GraphEdge, GraphNode, GraphTone, GraphViewProps } from './types';
