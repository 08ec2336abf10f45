import { useState } from 'react';
import type { Identifier } from 'react-admin';

/**
 * Working copies of the records being edited, by id, so what was typed in one survives picking
 * another and coming back. Memory only.
 */
export function useDrafts<D>() {
  const [drafts, setDrafts] = useState<ReadonlyMap<Identifier, D>>(new Map());
  return {
    get: (id: Identifier) => drafts.get(id),
    set: (id: Identifier, draft: D) => setDrafts((all) => new Map(all).set(id, draft)),
    drop: (id: Identifier) =>
      setDrafts((all) => {
        const next = new Map(all);
        next.delete(id);
        return next;
      }),
    entries: () => [...drafts.entries()],
  };
}
