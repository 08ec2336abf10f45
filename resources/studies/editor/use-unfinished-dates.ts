import { useCallback, useEffect, useRef, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { SECTIONS } from './editor-sections';

const ORDER = SECTIONS.flatMap((s) => s.fields.map((f) => f.key as string));

/**
 * The study editor's dates begun and not finished: whether there are any (the editor then refuses
 * to save), their fields' reports, and the way back to the first of them when a save is refused,
 * from whichever tab the save was asked on.
 */
export function useUnfinishedDates(tab: string) {
  const [unfinished, setUnfinished] = useState<ReadonlyMap<string, () => void>>(new Map());
  const [, setSearch] = useSearchParams();
  const latest = useRef(unfinished);
  const asked = useRef(false);
  useEffect(() => {
    latest.current = unfinished;
  }, [unfinished]);

  const report = useCallback((key: string, focus: (() => void) | null) => {
    setUnfinished((now) => {
      const next = new Map(now);
      if (focus) next.set(key, focus);
      else next.delete(key);
      return next;
    });
  }, []);

  const focusFirst = useCallback(() => {
    const first = ORDER.find((key) => latest.current.has(key));
    if (first) latest.current.get(first)?.();
  }, []);

  // The fields tab is shown again first; its fields can take focus once it is on screen.
  useEffect(() => {
    if (!asked.current || tab !== 'fields') return;
    asked.current = false;
    focusFirst();
  }, [tab, focusFirst]);

  const onRefused = useCallback(() => {
    if (tab === 'fields') return focusFirst();
    asked.current = true;
    setSearch(
      (search) => {
        search.set('tab', 'fields');
        return search;
      },
      { replace: true },
    );
  }, [tab, focusFirst, setSearch]);

  return { any: unfinished.size > 0, report, onRefused };
}
