import { buildGraph, optionsOf, type FlowGraph } from './graph';
import type { FlowDraft } from './types';

export type ProblemCode =
  | 'empty'
  | 'unreachable'
  | 'dangling'
  | 'cycle'
  | 'no_end'
  | 'option_without_target'
  | 'missing_heading'
  | 'missing_text'
  | 'no_options';

/** One finding of the checks; errors stop a publish, warnings can be acknowledged. */
export interface Problem {
  severity: 'error' | 'warning';
  code: ProblemCode;
  blockId: number | null;
  /** Names for the sentence: the option's label, the missing block's id. */
  args: Record<string, string | number>;
}

const CHOICE = new Set(['boolean_choice', 'single_choice', 'multi_choice', 'profile_sex', 'profile_role']);

function targetsOf(graph: FlowGraph, id: number): number[] {
  return (graph.exits.get(id) ?? []).flatMap((e) => (e.destination.to === 'block' ? [e.destination.id] : []));
}

function reachableFrom(graph: FlowGraph, start: number): Set<number> {
  const seen = new Set<number>();
  const stack = [start];
  while (stack.length > 0) {
    const id = stack.pop() as number;
    if (seen.has(id)) continue;
    seen.add(id);
    stack.push(...targetsOf(graph, id));
  }
  return seen;
}

/** The blocks whose jump closes a loop (an edge back to a block still on the walk). */
function loopClosers(graph: FlowGraph): Set<number> {
  const state = new Map<number, 'open' | 'done'>();
  const closers = new Set<number>();
  const visit = (id: number) => {
    state.set(id, 'open');
    for (const target of targetsOf(graph, id)) {
      const s = state.get(target);
      if (s === 'open') closers.add(id);
      else if (s === undefined) visit(target);
    }
    state.set(id, 'done');
  };
  for (const block of graph.order) if (!state.has(block.id)) visit(block.id);
  return closers;
}

/** Blocks from which some finish (the end or a screen-out) can be reached. */
function finishing(graph: FlowGraph): Set<number> {
  const done = new Set<number>();
  let grew = true;
  while (grew) {
    grew = false;
    for (const block of graph.order) {
      if (done.has(block.id)) continue;
      const exits = graph.exits.get(block.id) ?? [];
      if (exits.some((e) => e.destination.to !== 'block' || done.has(e.destination.id))) {
        done.add(block.id);
        grew = true;
      }
    }
  }
  return done;
}

/**
 * The checks the editor runs on every change and the server runs before a publish: blocks no path
 * reaches, jumps to blocks that do not exist, loops, blocks from which no path finishes, and choice
 * blocks where only some options say where they lead.
 */
export function checkFlow(draft: FlowDraft): Problem[] {
  const graph = buildGraph(draft);
  const first = graph.order[0];
  if (!first) return [{ severity: 'error', code: 'empty', blockId: null, args: {} }];
  const problems: Problem[] = [];
  const add = (severity: Problem['severity'], code: ProblemCode, blockId: number, args = {}) =>
    problems.push({ severity, code, blockId, args });
  const reached = reachableFrom(graph, first.id);
  const closers = loopClosers(graph);
  const finishes = finishing(graph);
  for (const block of graph.order) {
    const exits = graph.exits.get(block.id) ?? [];
    for (const exit of exits) {
      if (exit.dangling !== null)
        add('error', 'dangling', block.id, { target: exit.dangling, option: exit.option?.label ?? '' });
    }
    if (!reached.has(block.id)) add('error', 'unreachable', block.id);
    if (closers.has(block.id)) add('error', 'cycle', block.id);
    if (!finishes.has(block.id)) add('error', 'no_end', block.id);
    const options = optionsOf(block);
    if (CHOICE.has(block.type_id) && options.length === 0) add('error', 'no_options', block.id);
    const targeted = options.filter((o) => o.jump_to || o.screenout);
    if (!block.jump_to && targeted.length > 0 && targeted.length < options.length) {
      const without = options.filter((o) => !o.jump_to && !o.screenout).map((o) => o.label);
      add('warning', 'option_without_target', block.id, { options: without.join(', ') });
    }
    if (block.heading.trim() === '') add('warning', 'missing_heading', block.id);
    const missing = missingTexts(block, options);
    if (missing.length > 0) add('warning', 'missing_text', block.id, { texts: missing.join(', ') });
  }
  return problems;
}

const blank = (v: unknown) =>
  typeof v !== 'string' ||
  v
    .replace(/<[^>]*>/g, ' ')
    .replace(/&nbsp;/g, ' ')
    .trim() === '';

/**
 * The texts a participant would read that the block leaves empty, besides its heading: each
 * option's label, a consent block's text and acknowledgement. (A subheading is optional.)
 */
function missingTexts(block: FlowDraft['blocks'][number], options: ReturnType<typeof optionsOf>): string[] {
  const out = options.flatMap((o, i) => (blank(o.label) ? [`the label of option ${i + 1}`] : []));
  if (block.type_id === 'informed_consent') {
    if (blank(block.data.body_html)) out.push('the consent text');
    if (blank(block.data.acknowledgement)) out.push('the acknowledgement');
  }
  return out;
}

export const hasErrors = (problems: readonly Problem[]) => problems.some((p) => p.severity === 'error');
