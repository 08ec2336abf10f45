import { fillPath } from '@/contract';
import { request } from '@/http';
import { z } from '@/lib/zod';
import { flowBlocksSave } from './contract';
import type { Block } from './types';

/** Temporary id of a block added in the console → the id the server gave it. */
export type SavedIds = ReadonlyMap<number, number>;

type Listener = (ids: SavedIds) => void;

// The editing lifecycle answers a save with the record alone; the ids the server gave new blocks
// come beside it, so the open editor can move its address and selection onto the saved block.
const listeners = new Map<string, Set<Listener>>();

/** Calls `listener` with the ids each save of the flow gave; answers the unsubscribe. */
export function onSavedIds(flowId: string | number, listener: Listener): () => void {
  const key = String(flowId);
  const set = listeners.get(key) ?? new Set<Listener>();
  set.add(listener);
  listeners.set(key, set);
  return () => {
    set.delete(listener);
    if (set.size === 0) listeners.delete(key);
  };
}

export function announceSavedIds(flowId: string | number, ids: SavedIds): void {
  if (ids.size === 0) return;
  for (const listener of listeners.get(String(flowId)) ?? []) listener(ids);
}

const idsAnswer = z.record(z.string(), z.number());

/**
 * Saves the draft's blocks and answers the server's `meta.ids` (temporary → real). The answer's
 * data is not read (the editor reads the flow again), so the call goes out without `callApi`,
 * which keeps only the data.
 */
export async function saveBlocks(
  flowId: string | number,
  blocks: readonly Block[],
  reason?: string,
  /** The blocks as last read, which the table of risky writes compares them with. */
  record?: unknown,
): Promise<SavedIds> {
  const res = await request<unknown>(fillPath(flowBlocksSave.path, { id: flowId }), {
    method: flowBlocksSave.method,
    data: { blocks },
    record,
    ...(reason ? { reason } : {}),
    skipErrorHandling: true,
  });
  const ids = idsAnswer.safeParse(res.meta?.ids);
  if (!ids.success) return new Map();
  return new Map(Object.entries(ids.data).map(([from, to]) => [Number(from), to]));
}
