import { accountById } from '@/mocks/lib/accounts';
import { fail, isObject } from '@/mocks/lib/respond';
import { identify } from '@/mocks/lib/tokens';
import { optionsOf } from '../graph';
import { blockVersionIdOf } from './seed';
import type { StoredVersion } from './seed';
import type { StoredFlow } from './store';
import type { Block, ChoiceOption, JumpTarget } from '../types';

export interface Actor {
  id: number | string;
  name: string;
}

export function actorOf(request: Request): Actor | null {
  const who = identify(request);
  if (who.state !== 'valid') return null;
  const id = who.claims.user_id;
  return { id, name: accountById(id)?.fullname ?? who.claims.user_email };
}

const clock = (iso: string) => iso.slice(11, 16);

/** 409 naming the holder when the caller does not hold the flow's check-out; nothing when they do. */
export function lockRefusal(flow: StoredFlow, actor: Actor): Response | undefined {
  if (flow.lock === null)
    return fail(409, 'Check out this flow before changing it.', { locked_by_id: 'Not checked out' });
  if (String(flow.lock.id) === String(actor.id)) return undefined;
  return fail(409, `${flow.lock.name} is editing this flow (checked out at ${clock(flow.lock.at)}).`, {
    locked_by_id: `Checked out by ${flow.lock.name}`,
  });
}

const targetOf = (jump: JumpTarget | null | undefined): number | null =>
  jump && 'block_id' in jump ? jump.block_id : null;

/** The blocks of a version that jump to the given block, by the block or one of its options. */
export function jumpersTo(version: StoredVersion, id: number): Block[] {
  return version.blocks.filter(
    (b) =>
      b.id !== id && (targetOf(b.jump_to) === id || optionsOf(b).some((o) => targetOf(o.jump_to) === id)),
  );
}

function remapJump(jump: JumpTarget | null | undefined, ids: ReadonlyMap<number, number>): JumpTarget | null {
  const target = targetOf(jump);
  if (target === null) return jump ?? null;
  return { block_id: ids.get(target) ?? target };
}

function remapBlock(block: Block, ids: ReadonlyMap<number, number>): Block {
  const options = Array.isArray(block.data.options)
    ? optionsOf(block).map((o): ChoiceOption => ({ ...o, jump_to: remapJump(o.jump_to, ids) }))
    : undefined;
  return {
    ...block,
    jump_to: remapJump(block.jump_to, ids),
    data: options ? { ...block.data, options } : block.data,
  };
}

/**
 * Saves blocks into the draft. A block the draft has (by id, or by the `client_key` of an earlier
 * save) is replaced; any other is added with a new id. Temporary (negative) ids the console gave
 * new blocks are replaced everywhere in the draft, sections included, so a save sent twice adds
 * nothing twice.
 */
export function upsertBlocks(flow: StoredFlow, draft: StoredVersion, incoming: unknown[], at: string) {
  const ids = new Map<number, number>();
  let next =
    Math.max(
      flow.id * 100,
      ...draft.blocks.map((b) => b.id),
      ...(flow.published?.blocks.map((b) => b.id) ?? []),
    ) + 1;
  const given = incoming.filter(isObject) as Block[];
  for (const block of given) {
    const known = draft.blocks.find(
      (b) => b.id === block.id || (block.client_key !== undefined && b.client_key === block.client_key),
    );
    if (known && known.id !== block.id) ids.set(block.id, known.id);
    if (!known && (typeof block.id !== 'number' || block.id <= 0)) {
      ids.set(block.id, next);
      next += 1;
    }
  }
  for (const raw of given) {
    const id = ids.get(raw.id) ?? raw.id;
    const block: Block = {
      ...remapBlock(raw, ids),
      id,
      flow_id: flow.id,
      flow_version_id: draft.flow_version_id,
      block_version_id: blockVersionIdOf(id, draft.version),
      updated_at: at,
    };
    const at_ = draft.blocks.findIndex((b) => b.id === id);
    if (at_ >= 0) draft.blocks[at_] = block;
    else draft.blocks.push(block);
  }
  if (ids.size > 0) {
    draft.blocks = draft.blocks.map((b) => remapBlock(b, ids));
    draft.sections = draft.sections.map((s) => ({
      ...s,
      block_ids: s.block_ids.map((id) => ids.get(id) ?? id),
    }));
  }
  return ids;
}

/** A new draft from the published version: the same blocks under new version ids. */
export function draftFrom(flow: StoredFlow, at: string): StoredVersion {
  const from = flow.published as StoredVersion;
  const version = from.version + 1;
  const flowVersionId = flow.id * 100 + version;
  return {
    ...structuredClone(from),
    version,
    flow_version_id: flowVersionId,
    updated_at: at,
    blocks: from.blocks.map((b) => ({
      ...structuredClone(b),
      block_version_id: blockVersionIdOf(b.id, version),
      flow_version_id: flowVersionId,
      version_diff: null,
    })),
  };
}
