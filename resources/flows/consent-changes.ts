import type { Block } from './types';

// Changing what participants consent to is a risky write (it asks for a reason), but a draft's
// blocks are saved whole: only the editor can tell whether a consent block among them changed,
// against the blocks the server last gave it.

const CONSENT = 'informed_consent';
const seen = new Map<string, ReadonlyMap<number, string>>();

/** What a consent block says and requires, as compared between loads and saves. */
const contentOf = (b: Block) =>
  JSON.stringify([b.heading, b.subheading, b.data, b.is_required, b.jump_to, b.screenout_immediately]);

const consentOf = (blocks: readonly Block[]): ReadonlyMap<number, string> =>
  new Map(blocks.filter((b) => b.type_id === CONSENT).map((b) => [b.id, contentOf(b)]));

/** Keeps the consent blocks of the flow as the server stored them. */
export function rememberConsent(flowId: string | number, blocks: readonly Block[]): void {
  seen.set(String(flowId), consentOf(blocks));
}

/** Whether a consent block was added, changed or removed since the server last gave the flow. */
export function consentChanged(flowId: string | number, blocks: readonly Block[]): boolean {
  const before = seen.get(String(flowId)) ?? new Map<number, string>();
  const after = consentOf(blocks);
  if (before.size !== after.size) return true;
  for (const [id, content] of after) if (before.get(id) !== content) return true;
  return false;
}
