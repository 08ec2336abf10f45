import type { GraphEdge, GraphNode } from '@/ui/graph-view';
import type { MapFlow, StudyMap } from '../types';

export const START_NODE = 'start';
export const COMPLETE_NODE = 'complete';
export const SCREENOUT_NODE = 'screenout';
export const flowNode = (id: number) => `flow-${id}`;
export const surveyNode = (id: number) => `survey-${id}`;

/** Where an end rule sends a participant. */
export type RuleTarget = { to: 'complete' } | { to: 'screenout' } | { to: 'flow'; id: number };
export interface EndRule {
  when: string | null;
  target: RuleTarget;
}

const flowIdOf = (rule: Record<string, unknown>): number | null => {
  const id = rule.flow_id ?? rule.next_flow_id;
  return typeof id === 'number' && Number.isInteger(id) ? id : null;
};

/**
 * A flow's end rules as the map reads them: `[{ if, then }]` where `then` is `complete`,
 * `screenout`, or `flow` with `flow_id` (also `next_flow_id`). Rules in any other shape are
 * counted, not guessed at.
 */
export function readEndRules(raw: unknown): { rules: EndRule[]; unread: number } {
  if (raw === null || raw === undefined) return { rules: [], unread: 0 };
  const list = Array.isArray(raw) ? raw : [raw];
  const rules: EndRule[] = [];
  for (const item of list) {
    if (typeof item !== 'object' || item === null) continue;
    const rule = item as Record<string, unknown>;
    const when = typeof rule.if === 'string' && rule.if.trim() !== '' ? rule.if : null;
    const next = flowIdOf(rule);
    if (next !== null && (rule.then === 'flow' || rule.then === undefined))
      rules.push({ when, target: { to: 'flow', id: next } });
    else if (rule.then === 'complete' || rule.then === 'screenout')
      rules.push({ when, target: { to: rule.then } });
  }
  return { rules, unread: list.length - rules.length };
}

/** Every flow a flow's end rules lead to. */
export const nextFlowIds = (flow: Pick<MapFlow, 'end_rules'>): number[] =>
  readEndRules(flow.end_rules).rules.flatMap((r) => (r.target.to === 'flow' ? [r.target.id] : []));

export interface MapWords {
  study: string;
  studyKind: string;
  survey: string;
  surveyKind: string;
  joiningKind: string;
  flowKind: string;
  otherStudyKind: string;
  complete: string;
  screenout: string;
  unknownFlow(id: number): string;
  published(version: number): string;
  neverPublished: string;
  notReached: string;
  unread(count: number): string;
  /** An end rule's condition in words (`all_required_answered`). */
  when(condition: string): string;
  unsuccessful: string;
}

const targetNode = (t: RuleTarget) =>
  t.to === 'flow' ? flowNode(t.id) : t.to === 'complete' ? COMPLETE_NODE : SCREENOUT_NODE;

/** Which nodes a participant can get to from the start. */
function reachable(edges: readonly GraphEdge[]): Set<string> {
  const seen = new Set([START_NODE]);
  const queue = [START_NODE];
  while (queue.length > 0) {
    const at = queue.shift() as string;
    for (const e of edges)
      if (e.source === at && !seen.has(e.target)) {
        seen.add(e.target);
        queue.push(e.target);
      }
  }
  return seen;
}

/**
 * The study's way through its flows: the study, its prescreen survey, the joining flow, then
 * where each flow's end rules lead (another flow, completion or the screen-out). Flows no path
 * reaches are still drawn, and say so; a flow named but unknown to the server is an error.
 */
export function studyMapGraph(map: StudyMap, words: MapWords): { nodes: GraphNode[]; edges: GraphEdge[] } {
  const edges: GraphEdge[] = [];
  const edge = (source: string, target: string, label?: string) =>
    edges.push({ id: `${source}>${target}#${edges.length}`, source, target, ...(label ? { label } : {}) });
  const survey = map.prescreenSurveyId === null ? null : surveyNode(map.prescreenSurveyId);
  const joining = map.joiningFlowId === null ? null : flowNode(map.joiningFlowId);
  if (survey) edge(START_NODE, survey);
  if (joining) edge(survey ?? START_NODE, joining);
  for (const flow of map.flows) {
    const { rules } = readEndRules(flow.end_rules);
    if (rules.length === 0) edge(flowNode(flow.id), COMPLETE_NODE);
    for (const rule of rules)
      edge(flowNode(flow.id), targetNode(rule.target), rule.when ? words.when(rule.when) : undefined);
    if (flow.screenout_if_unsuccessful) edge(flowNode(flow.id), SCREENOUT_NODE, words.unsuccessful);
  }
  const reached = reachable(edges);
  const kindOf = (f: MapFlow) =>
    f.id === map.joiningFlowId
      ? words.joiningKind
      : (f.study_id ?? null) !== null && String(f.study_id) !== String(map.studyId)
        ? words.otherStudyKind
        : words.flowKind;
  const flowNodes: GraphNode[] = map.flows.map((f) => {
    const id = flowNode(f.id);
    const unread = readEndRules(f.end_rules).unread;
    const published = f.published_version ?? null;
    const detail = [
      published === null ? words.neverPublished : words.published(published),
      reached.has(id) ? null : words.notReached,
      unread > 0 ? words.unread(unread) : null,
    ];
    return {
      id,
      // A flow the server sent without a title is named by its id.
      label: f.title ?? `#${f.id}`,
      kind: kindOf(f),
      detail: detail.filter(Boolean).join(' · '),
      tone: published === null ? 'warning' : 'default',
    };
  });
  const missing: GraphNode[] = map.missing.map((id) => ({
    id: flowNode(id),
    label: words.unknownFlow(id),
    kind: id === map.joiningFlowId ? words.joiningKind : words.flowKind,
    tone: 'error',
  }));
  const targets = new Set(edges.map((e) => e.target));
  const nodes: GraphNode[] = [
    { id: START_NODE, label: words.study, kind: words.studyKind },
    ...(survey ? [{ id: survey, label: words.survey, kind: words.surveyKind }] : []),
    ...flowNodes.sort((a, b) => Number(b.id === joining) - Number(a.id === joining)),
    ...missing,
    ...(targets.has(COMPLETE_NODE)
      ? [{ id: COMPLETE_NODE, label: words.complete, tone: 'success' as const }]
      : []),
    ...(targets.has(SCREENOUT_NODE)
      ? [{ id: SCREENOUT_NODE, label: words.screenout, tone: 'warning' as const }]
      : []),
  ];
  return { nodes, edges };
}
