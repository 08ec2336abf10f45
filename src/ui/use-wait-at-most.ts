import { useEffect, useState } from 'react';

/**
 * Whether `waiting` has now lasted longer than `ms`: a screen that holds part of itself back
 * until something arrives (so nothing moves when it does) stops holding after that long.
 */
export function useWaitAtMost(waiting: boolean, ms: number): boolean {
  const [overdue, setOverdue] = useState(false);
  useEffect(() => {
    if (!waiting) return;
    const timer = setTimeout(() => setOverdue(true), ms);
    return () => {
      clearTimeout(timer);
      setOverdue(false);
    };
  }, [waiting, ms]);
  return waiting && overdue;
}
