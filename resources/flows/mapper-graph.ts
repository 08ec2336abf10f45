import type { GraphEdge, GraphNode } from '@/ui/graph-view';
import type { Problem } from './checks';
import { buildGraph } from './graph';
import type { FlowDraft } from './types';

export const END_NODE = 'end';
export const SCREENOUT_NODE = 'screenout';

export interface MapperWords {
  section(n: number, title: string): string;
  kind(typeId: string): string;
  end: string;
  screenout: string;
  noHeading: string;
  next: string;
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
  const edges: GraphEdge[] = graph.order.flatMap((b) =>
    (graph.exits.get(b.id) ?? []).map((exit, i) => {
      const d = exit.destination;
      const target = d.to === 'block' ? String(d.id) : d.to === 'end' ? END_NODE : SCREENOUT_NODE;
      const label = exit.option ? exit.option.label : undefined;
      return {
        id: `${b.id}-${i}`,
        source: String(b.id),
        target,
        ...(label ? { label } : {}),
        kind: exit.option?.jump_to || b.jump_to ? 'jump' : words.next,
      };
    }),
  );
  return { nodes, edges };
}
