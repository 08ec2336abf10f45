import { useCallback, useRef } from 'react';

/**
 * Wraps a send so that a second call while the first is still running (a double click, before
 * the disabled button has rendered) does nothing: a revert or restore goes out once.
 */
export function useSingleSend<A extends unknown[]>(send: (...args: A) => Promise<unknown>) {
  const running = useRef(false);
  return useCallback(
    (...args: A) => {
      if (running.current) return;
      running.current = true;
      void send(...args).finally(() => {
        running.current = false;
      });
    },
    [send],
  );
}
