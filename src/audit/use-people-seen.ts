import { useEffect, useState } from 'react';

interface Actor {
  actor_id: string | number;
  actor_name?: string | null;
}

/**
 * Everyone seen in the entries loaded so far, by id: the person select offers them all, so a
 * filter never hides its own choices.
 */
export function usePeopleSeen(entries: readonly Actor[] | undefined): ReadonlyMap<string, string> {
  const [people, setPeople] = useState<ReadonlyMap<string, string>>(new Map());
  useEffect(() => {
    if (!entries) return;
    setPeople((known) => {
      const next = new Map(known);
      for (const e of entries) next.set(String(e.actor_id), e.actor_name ?? `#${String(e.actor_id)}`);
      return next.size === known.size ? known : next;
    });
  }, [entries]);
  return people;
}
