import { useCallback, useRef, useState } from 'react';
import { begin, confirm, finish, IDLE, retry, type GuardState } from './send-guard';

/**
 * The send guard held in a ref, so two clicks in the same moment see the same state; the
 * copy in React state only redraws the dialog.
 */
export function useSendGuard<T>(send: (key: string) => Promise<T>) {
  const state = useRef<GuardState>(IDLE);
  const [shown, setShown] = useState<GuardState>(IDLE);
  const [result, setResult] = useState<{ value?: T; error?: unknown }>({});
  const set = (next: GuardState) => {
    state.current = next;
    setShown(next);
  };
  const run = useCallback(async () => {
    const step = begin(state.current);
    set(step.state);
    if (!step.send || step.state.phase !== 'sending') return;
    const { key } = step.state;
    try {
      const value = await send(key);
      setResult({ value });
      set(finish(state.current, key, true));
    } catch (error) {
      setResult({ error });
      set(finish(state.current, key, false));
    }
  }, [send]);
  const reset = useCallback(() => {
    state.current = IDLE;
    setShown(IDLE);
    setResult({});
  }, []);
  return {
    state: shown,
    result,
    /** The user confirmed: a new key, and the request goes once. */
    confirmAndSend: () => {
      if (state.current.phase === 'idle') set(confirm(state.current, crypto.randomUUID()));
      void run();
    },
    retry: () => {
      set(retry(state.current));
      void run();
    },
    reset,
  };
}
