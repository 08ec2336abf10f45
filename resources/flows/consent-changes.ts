import type { Block } from './types';

// Changing what participants consent to is a risky write (src/audit/risky-writes.ts): the table
// compares the blocks a save sends with the blocks the server last gave the editor, kept here as
// the record the blocks call is checked against.

const read = new Map<string, readonly Block[]>();

/** Keeps the blocks of the flow as the server stored them. */
export function rememberBlocks(flowId: string | number, blocks: readonly Block[]): void {
  read.set(String(flowId), blocks);
}

/** The blocks last read, as the record of the blocks call (none when the flow was never read). */
export const blocksRead = (flowId: string | number): { blocks: readonly Block[] } => ({
  blocks: read.get(String(flowId)) ?? [],
});
