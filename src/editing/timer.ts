/** Runs `tick` every `ms` until the returned stop is called; injected so tests drive time themselves. */
export interface IntervalTimer {
  every(ms: number, tick: () => void): () => void;
}

/** The browser's setInterval, which fake timers (vi.useFakeTimers) replace in tests. */
export const browserTimer: IntervalTimer = {
  every(ms, tick) {
    const handle = setInterval(tick, ms);
    return () => clearInterval(handle);
  },
};
