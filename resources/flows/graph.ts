import type { Block, ChoiceOption, FlowDraft, JumpTarget } from './types';

/** Where a step of the flow leads: a block, the end (completed) or a screen-out. */
export type Destination = { to: 'block'; id: number } | { to: 'end' } | { to: 'screenout' };

/** One way out of a block: for every answer (`option` null) or for one option. */
export interface Exit {
  option: ChoiceOption | null;
  destination: Destination;
  /** The jump named a block that does not exist. */
  dangling: number | null;
}

/** The options of a choice or profile block, in order; none for other blocks. */
export function optionsOf(block: Block): ChoiceOption[] {
  const raw = block.data.options;
  if (!Array.isArray(raw)) return [];
  return raw.filter(
    (o): o is ChoiceOption =>
      typeof o === 'object' && o !== null && typeof (o as ChoiceOption).value === 'string',
  );
}

/** Blocks in the order a participant meets them: section by section; blocks in no section last. */
export function orderedBlocks(draft: FlowDraft): Block[] {
  const byId = new Map(draft.blocks.map((b) => [b.id, b]));
  const seen = new Set<number>();
  const ordered: Block[] = [];
  for (const section of draft.sections) {
    for (const id of section.block_ids) {
      const block = byId.get(id);
      if (block && !seen.has(id)) {
        seen.add(id);
        ordered.push(block);
      }
    }
  }
  return [...ordered, ...draft.blocks.filter((b) => !seen.has(b.id))];
}

export function jumpDestination(jump: JumpTarget | null | undefined): Destination | null {
  if (!jump) return null;
  if ('end' in jump) return { to: 'end' };
  return { to: 'block', id: jump.block_id };
}

/** Whether an answer to this block can screen the participant out on the spot. */
export const screensOutHere = (block: Block) => block.screenout_immediately;

/** Age limits of a date-of-birth block, when it has any. */
export function ageLimits(block: Block): { min: number | null; max: number | null } {
  const num = (v: unknown) => (typeof v === 'number' && Number.isFinite(v) ? v : null);
  return { min: num(block.data.min_age), max: num(block.data.max_age) };
}

/**
 * Every exit of a block. An option's own jump wins over the block's; an option that screens out on
 * the spot ends there; without a jump the next block in order follows, or the end after the last.
 */
export function exitsOf(block: Block, next: Block | undefined, ids: ReadonlySet<number>): Exit[] {
  const fallthrough: Destination = next ? { to: 'block', id: next.id } : { to: 'end' };
  const resolve = (jump: JumpTarget | null | undefined, option: ChoiceOption | null): Exit => {
    const dest = jumpDestination(jump);
    if (dest?.to === 'block' && !ids.has(dest.id))
      return { option, destination: fallthrough, dangling: dest.id };
    return { option, destination: dest ?? fallthrough, dangling: null };
  };
  const blockExit = resolve(block.jump_to, null);
  const options = optionsOf(block);
  const exits: Exit[] = options.map((option) =>
    option.screenout && screensOutHere(block)
      ? { option, destination: { to: 'screenout' }, dangling: null }
      : option.jump_to
        ? resolve(option.jump_to, option)
        : { ...blockExit, option },
  );
  const limits = block.type_id === 'profile_date_of_birth' ? ageLimits(block) : null;
  const agesOut = limits !== null && (limits.min !== null || limits.max !== null) && screensOutHere(block);
  // A required consent that screens out at once is left to a screen-out when it is refused.
  const refusedOut = block.type_id === 'informed_consent' && block.is_required && screensOutHere(block);
  if (options.length === 0) exits.push(blockExit);
  if (agesOut || refusedOut) exits.push({ option: null, destination: { to: 'screenout' }, dangling: null });
  return exits;
}

export interface FlowGraph {
  order: Block[];
  exits: Map<number, Exit[]>;
}

export function buildGraph(draft: FlowDraft): FlowGraph {
  const order = orderedBlocks(draft);
  const ids = new Set(order.map((b) => b.id));
  const exits = new Map(order.map((b, i) => [b.id, exitsOf(b, order[i + 1], ids)]));
  return { order, exits };
}
