import { ageLimits, jumpDestination, optionsOf, orderedBlocks, type Destination } from './graph';
import type { Block, FlowDraft } from './types';

/** A participant's answer to one block; `consent` is an informed consent ticked (`given`) or refused. */
export type Answer =
  | { kind: 'choice'; values: readonly string[] }
  | { kind: 'date'; iso: string }
  | { kind: 'consent'; given: boolean }
  | { kind: 'continue' };

export type Outcome =
  | { kind: 'completed' }
  | { kind: 'screened_out'; blockId: number }
  /** A required consent was refused: the participant cannot go on, and the block does not screen out. */
  | { kind: 'declined'; blockId: number }
  /** The walk came round to a block it had already passed too often: a loop in the jumps. */
  | { kind: 'loop'; blockId: number };

export interface Walk {
  at: number | null;
  /** Blocks shown, in order. */
  path: number[];
  /** The first block whose answer screened out, when it does not end the flow on the spot. */
  failedAt: number | null;
  outcome: Outcome | null;
}

export function startWalk(draft: FlowDraft): Walk {
  const first = orderedBlocks(draft)[0];
  return first
    ? { at: first.id, path: [first.id], failedAt: null, outcome: null }
    : { at: null, path: [], failedAt: null, outcome: { kind: 'completed' } };
}

/** Whole years from the date of birth to `today`. */
export function ageOn(iso: string, today: Date): number | null {
  const birth = new Date(`${iso.slice(0, 10)}T00:00:00Z`);
  if (Number.isNaN(birth.getTime())) return null;
  let age = today.getUTCFullYear() - birth.getUTCFullYear();
  const m = today.getUTCMonth() - birth.getUTCMonth();
  if (m < 0 || (m === 0 && today.getUTCDate() < birth.getUTCDate())) age -= 1;
  return age;
}

function judge(block: Block, answer: Answer, today: Date): { fails: boolean; jump: Destination | null } {
  if (answer.kind === 'choice') {
    const chosen = optionsOf(block).filter((o) => answer.values.includes(o.value));
    const jump = chosen.map((o) => jumpDestination(o.jump_to)).find((d) => d !== null) ?? null;
    return { fails: chosen.some((o) => o.screenout), jump };
  }
  if (answer.kind === 'date' && block.type_id === 'profile_date_of_birth') {
    const age = ageOn(answer.iso, today);
    const { min, max } = ageLimits(block);
    const fails = age === null || (min !== null && age < min) || (max !== null && age > max);
    return { fails, jump: null };
  }
  return { fails: false, jump: null };
}

/**
 * One step of the participant preview: applies the answer's screen-out (on the spot when the block
 * says so, else remembered for the end), then follows the option's jump, the block's, or the next
 * block. Pure: nothing is sent anywhere.
 */
export function answerBlock(draft: FlowDraft, walk: Walk, answer: Answer, today = new Date()): Walk {
  if (walk.at === null || walk.outcome !== null) return walk;
  const order = orderedBlocks(draft);
  const index = order.findIndex((b) => b.id === walk.at);
  const block = order[index];
  if (!block) return { ...walk, at: null, outcome: { kind: 'completed' } };
  // Nobody goes on past a required consent they refused (no kit is ordered, nothing uploaded): the
  // path ends there, as a screen-out when the block screens out at once. An optional consent
  // refused is only not given, and the path goes on.
  if (answer.kind === 'consent' && !answer.given && block.is_required) {
    const outcome: Outcome = block.screenout_immediately
      ? { kind: 'screened_out', blockId: block.id }
      : { kind: 'declined', blockId: block.id };
    return { ...walk, at: null, outcome };
  }
  const { fails, jump } = judge(block, answer, today);
  if (fails && block.screenout_immediately)
    return { ...walk, at: null, outcome: { kind: 'screened_out', blockId: block.id } };
  const failedAt = walk.failedAt ?? (fails ? block.id : null);
  const next = order[index + 1];
  let dest =
    jump ??
    jumpDestination(block.jump_to) ??
    (next ? { to: 'block' as const, id: next.id } : { to: 'end' as const });
  if (dest.to === 'block' && !order.some((b) => b.id === (dest as { id: number }).id))
    dest = next ? { to: 'block', id: next.id } : { to: 'end' };
  if (dest.to === 'block') {
    const target = dest.id;
    if (walk.path.filter((id) => id === target).length >= 2)
      return { ...walk, at: null, failedAt, outcome: { kind: 'loop', blockId: target } };
    return { at: target, path: [...walk.path, target], failedAt, outcome: null };
  }
  const screened = dest.to === 'screenout' || (failedAt !== null && draft.fields.screenout_if_unsuccessful);
  const outcome: Outcome = screened
    ? { kind: 'screened_out', blockId: failedAt ?? block.id }
    : { kind: 'completed' };
  return { ...walk, at: null, failedAt, outcome };
}
