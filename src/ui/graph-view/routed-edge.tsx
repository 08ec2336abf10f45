import { BaseEdge, getBezierPath, type Edge, type EdgeProps } from '@xyflow/react';
import type { Point, Route } from './layout';

export interface RouteData extends Record<string, unknown> {
  route?: Route;
}

export type RoutedEdge = Edge<RouteData, 'routed'>;

/** A smooth line through dagre's points: straight from each midpoint, curving at each bend. */
function curveThrough(points: readonly Point[]): string {
  const [first, ...rest] = points;
  const last = rest.at(-1);
  if (!first || !last) return '';
  const bends = rest.slice(0, -1);
  const curves = bends.map((bend, i) => {
    const next = rest[i + 1] ?? last;
    return `Q ${bend.x},${bend.y} ${(bend.x + next.x) / 2},${(bend.y + next.y) / 2}`;
  });
  return [`M ${first.x},${first.y}`, ...curves, `L ${last.x},${last.y}`].join(' ');
}

/**
 * Draws an edge along the route dagre laid out, so loops back and long jumps go around the
 * nodes instead of through them; an edge without a route is a plain curve between its ends.
 */
export function RoutedEdgeView(props: EdgeProps<RoutedEdge>) {
  const { data, sourceX, sourceY, targetX, targetY, sourcePosition, targetPosition } = props;
  const route = data?.route;
  const [bezier, midX, midY] = getBezierPath({
    sourceX,
    sourceY,
    targetX,
    targetY,
    sourcePosition,
    targetPosition,
  });
  const routed = route && route.points.length >= 2;
  return (
    <BaseEdge
      path={routed ? curveThrough(route.points) : bezier}
      markerEnd={props.markerEnd}
      style={props.style}
      label={props.label}
      labelX={route?.label?.x ?? midX}
      labelY={route?.label?.y ?? midY}
      labelStyle={props.labelStyle}
      labelShowBg={props.labelShowBg}
      labelBgStyle={props.labelBgStyle}
      labelBgPadding={props.labelBgPadding}
      labelBgBorderRadius={props.labelBgBorderRadius}
    />
  );
}
