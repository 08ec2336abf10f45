import type { GraphEdge, GraphNode } from '@/ui/graph-view';
import type { Problem } from './checks';
import { buildGraph } from './graph';
import type { FlowDraft } from './types';

export const END_NODE = 'end';
export const SCREENOUT_NODE = 'screenout';
/** A node standing for a block a jump names but the flow does not hold. */
export const MISSING_PREFIX = 'missing-';

export interface MapperWords {
  section(n: number, title: string): string;
  kind(typeId: string): string;
  end: string;
  screenout: string;
  noHeading: string;
  next: string;
  /** The node of a block a jump names that is not in the flow. */
  missing(id: number): string;
  /** The kind of an edge to such a block. */
  broken: string;
}

/** Sections as boxes around their blocks, an edge per way out (per option or for the block), and the two finishes. */
export function mapperGraph(draft: FlowDraft, problems: readonly Problem[], words: MapperWords) {
  const graph = buildGraph(draft);
  const broken = new Set(problems.filter((p) => p.severity === 'error').map((p) => p.blockId));
  const warned = new Set(problems.filter((p) => p.severity === 'warning').map((p) => p.blockId));
  const sectionOf = new Map(draft.sections.flatMap((s) => s.block_ids.map((id) => [id, s.id] as const)));
  const nodes: GraphNode[] = [
    ...draft.sections.map((s, i) => ({
      id: `section-${s.id}`,
      label: words.section(i + 1, s.title),
      kind: undefined,
    })),
    ...graph.order.map((b) => {
      const section = sectionOf.get(b.id);
      return {
        id: String(b.id),
        label: b.heading || words.noHeading,
        kind: words.kind(b.type_id),
        ...(section ? { parentId: `section-${section}` } : {}),
        tone: broken.has(b.id)
          ? ('error' as const)
          : warned.has(b.id)
            ? ('warning' as const)
            : ('default' as const),
      };
    }),
    { id: END_NODE, label: words.end, tone: 'success' },
    { id: SCREENOUT_NODE, label: words.screenout, tone: 'warning' },
  ];
  const missing = new Set<number>();
  const edges: GraphEdge[] = graph.order.flatMap((b) =>
    (graph.exits.get(b.id) ?? []).map((exit, i) => {
      const d = exit.destination;
      const label = exit.option ? exit.option.label : undefined;
      // A jump to a block the flow does not hold is drawn to it, broken: not as the fall-through
      // a participant would in fact take, which would hide the mistake.
      if (exit.dangling !== null) missing.add(exit.dangling);
      const target =
        exit.dangling !== null
          ? `${MISSING_PREFIX}${exit.dangling}`
          : d.to === 'block'
            ? String(d.id)
            : d.to === 'end'
              ? END_NODE
              : SCREENOUT_NODE;
      return {
        id: `${b.id}-${i}`,
        source: String(b.id),
        target,
        ...(label ? { label } : {}),
        kind: exit.dangling !== null ? words.broken : exit.option?.jump_to || b.jump_to ? 'jump' : words.next,
      };
    }),
  );
  for (const id of missing)
    nodes.push({ id: `${MISSING_PREFIX}${id}`, label: words.missing(id), tone: 'error' as const });
  return { nodes, edges };
}
