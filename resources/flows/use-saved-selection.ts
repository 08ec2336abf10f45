import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { onSavedIds, type SavedIds } from './saved-ids';
import type { FlowDraft } from './types';

const NONE: SavedIds = new Map();

/**
 * The block the editor shows: the one in the address, or, once a save gave the block added there
 * its real id, the saved block, whose address then replaces the temporary one. While edits made
 * during the save keep the temporary block in the working copy, the address stays.
 */
export function useSavedSelection(
  flowId: number,
  draft: FlowDraft | null,
  selectedId: number | null,
  blockPath: (id: number) => string,
): number | null {
  const navigate = useNavigate();
  const [saved, setSaved] = useState<SavedIds>(NONE);
  useEffect(() => onSavedIds(flowId, setSaved), [flowId]);
  const has = (id: number) => draft?.blocks.some((b) => b.id === id) ?? false;
  const real = selectedId === null ? undefined : saved.get(selectedId);
  const follow = real !== undefined && selectedId !== null && !has(selectedId) && has(real) ? real : null;
  useEffect(() => {
    if (follow !== null) navigate(blockPath(follow), { replace: true });
  }, [follow, navigate, blockPath]);
  return follow ?? selectedId;
}
