import type { GraphEdge, GraphNode } from '@/ui/graph-view';
import type { StudyGraph } from './visualiser-types';

export interface Words {
  kind: (k: 'study' | 'version' | 'locale' | 'flow' | 'section' | 'survey' | 'site' | 'partner') => string;
  version: (n: number, state: string) => string;
  joining: string;
  primary: string;
  sections: (n: number) => string;
}

/** The study as nodes and edges: the study at the root, each part linked from it, sections inside their flow. */
export function studyGraph(g: StudyGraph, words: Words): { nodes: GraphNode[]; edges: GraphEdge[] } {
  const root = `study:${g.study.id}`;
  const nodes: GraphNode[] = [
    {
      id: root,
      label: g.study.title,
      kind: words.kind('study'),
      tone: g.study.published ? 'success' : 'default',
    },
  ];
  const edges: GraphEdge[] = [];
  const link = (target: string, label?: string) =>
    edges.push({ id: `${root}->${target}`, source: root, target, label });
  for (const v of g.versions) {
    const id = `version:${v.number}`;
    nodes.push({
      id,
      label: words.version(v.number, v.state),
      kind: words.kind('version'),
      tone: v.state === 'draft' ? 'warning' : 'default',
    });
    link(id);
  }
  for (const l of g.locales) {
    const id = `locale:${l.code}`;
    nodes.push({
      id,
      label: l.name,
      kind: words.kind('locale'),
      detail: l.primary ? words.primary : undefined,
    });
    link(id);
  }
  for (const f of g.flows) {
    const id = `flow:${f.id}`;
    nodes.push({
      id,
      label: f.title,
      kind: words.kind('flow'),
      detail: f.joining ? words.joining : words.sections(f.sections.length),
    });
    link(id, f.joining ? words.joining : undefined);
    for (const s of f.sections) {
      const sid = `section:${f.id}:${s.id}`;
      nodes.push({ id: sid, label: s.title, kind: words.kind('section'), parentId: id });
    }
  }
  if (g.prescreen_survey) {
    const id = `survey:${g.prescreen_survey.id}`;
    nodes.push({ id, label: g.prescreen_survey.name, kind: words.kind('survey') });
    link(id);
  }
  for (const s of g.sites) {
    nodes.push({ id: `site:${s.id}`, label: s.name, kind: words.kind('site') });
    link(`site:${s.id}`);
  }
  for (const p of g.partners) {
    nodes.push({ id: `partner:${p.id}`, label: p.name, kind: words.kind('partner') });
    link(`partner:${p.id}`);
  }
  return { nodes, edges };
}

/** Where a node's page is; null for parts without one of their own (a locale). */
export function nodeTarget(nodeId: string, studyId: number | string): string | null {
  const [kind, id] = nodeId.split(':');
  switch (kind) {
    case 'study':
    case 'version':
      return `/study/${studyId}`;
    case 'flow':
    case 'section':
      return `/studies/flow/${id}`;
    case 'survey':
      return `/surveys/${id}`;
    case 'site':
      return `/sites/${id}`;
    case 'partner':
      return `/partners/${id}`;
    default:
      return null;
  }
}
