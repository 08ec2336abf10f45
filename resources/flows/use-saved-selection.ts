import { useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { onSavedIds, type SavedIds } from './saved-ids';
import type { FlowDraft } from './types';

/** A save's new ids, with the address the editor was at when they came. */
interface Renamed {
  ids: SavedIds;
  at: number | null;
}

/**
 * The block the editor shows: the one in the address, or, once a save gave the block added there
 * its real id, the saved block, whose address then replaces the temporary one. While edits made
 * during the save keep the temporary block in the working copy, the address stays. Temporary ids
 * come back for later blocks, so a save's ids apply only while the address is the one it found.
 */
export function useSavedSelection(
  flowId: number,
  draft: FlowDraft | null,
  selectedId: number | null,
  blockPath: (id: number) => string,
): number | null {
  const navigate = useNavigate();
  const [renamed, setRenamed] = useState<Renamed | null>(null);
  const address = useRef(selectedId);
  useEffect(() => {
    address.current = selectedId;
    // Left (or followed to the saved block): the ids are spent.
    setRenamed((r) => (r && r.at !== selectedId ? null : r));
  }, [selectedId]);
  useEffect(() => onSavedIds(flowId, (ids) => setRenamed({ ids, at: address.current })), [flowId]);
  const has = (id: number) => draft?.blocks.some((b) => b.id === id) ?? false;
  const real = selectedId === null || renamed?.at !== selectedId ? undefined : renamed.ids.get(selectedId);
  const follow = real !== undefined && selectedId !== null && !has(selectedId) && has(real) ? real : null;
  useEffect(() => {
    if (follow !== null) navigate(blockPath(follow), { replace: true });
  }, [follow, navigate, blockPath]);
  return follow ?? selectedId;
}
