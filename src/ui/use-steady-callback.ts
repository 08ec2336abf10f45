import { useCallback, useLayoutEffect, useRef } from 'react';

/**
 * A callback whose identity never changes but which always runs the latest `fn`. A memoised
 * child handed it is not drawn again just because its parent made a new closure (as a parent does
 * on every keystroke); the call itself still sees the parent's latest values.
 */
export function useSteadyCallback<A extends unknown[], R>(fn: (...args: A) => R): (...args: A) => R {
  const latest = useRef(fn);
  useLayoutEffect(() => {
    latest.current = fn;
  });
  return useCallback((...args: A) => latest.current(...args), []);
}
