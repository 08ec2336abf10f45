import { useEffect, useRef } from 'react';

interface Reloadable {
  canEdit: boolean;
  unsaved: boolean;
  reload: () => Promise<void>;
}

/**
 * Leaving the History tab while holding the flow with nothing unsaved reads it again: a revert
 * made there changed the flow on the server, and a later save of the draft read before it would
 * quietly write the reverted values back.
 */
export function useReloadAfterHistory(tab: string, editing: Reloadable): void {
  const previous = useRef(tab);
  useEffect(() => {
    const was = previous.current;
    previous.current = tab;
    if (was === 'history' && tab !== 'history' && editing.canEdit && !editing.unsaved) void editing.reload();
  }, [tab, editing]);
}
