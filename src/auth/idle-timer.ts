/**
 * Idle sign-out (issue 34): after `timeoutMs` without activity the session ends; `warningMs`
 * before that the user is warned and may stay. Plain DOM and timers, no React, so the shell
 * decides what the warning and the sign-out look like.
 */

/** What counts as the user being there. Moves are throttled, so listening to them costs little. */
export const ACTIVITY_EVENTS = ['pointerdown', 'pointermove', 'keydown', 'wheel', 'touchstart'] as const;

/** Activity closer together than this is one activity: a stream of moves is read once a second. */
export const ACTIVITY_THROTTLE_MS = 1000;

export interface IdleTimerOptions {
  timeoutMs: number;
  warningMs: number;
  /** The warning starts; `deadline` (epoch ms) is when the session ends without "stay". */
  onWarn(deadline: number): void;
  onTimeout(): void;
}

export interface IdleTimer {
  /** "Stay signed in": the warning is answered, the idle time starts again. */
  stay(): void;
  stop(): void;
}

export function startIdleTimer(doc: Document, options: IdleTimerOptions): IdleTimer {
  const { timeoutMs, onWarn, onTimeout } = options;
  const warnAfter = Math.max(0, timeoutMs - options.warningMs);
  let last = Date.now();
  let warned = false;
  let stopped = false;
  let timer: ReturnType<typeof setTimeout> | undefined;

  // Each check reads the clock instead of trusting the timer: a background tab's timers run late.
  const check = () => {
    if (stopped) return;
    const idle = Date.now() - last;
    if (idle >= timeoutMs) {
      stop();
      onTimeout();
      return;
    }
    if (!warned && idle >= warnAfter) {
      warned = true;
      onWarn(last + timeoutMs);
    }
    clearTimeout(timer);
    timer = setTimeout(check, (warned ? timeoutMs : warnAfter) - idle);
  };

  // Once warned, only "Stay signed in" counts: a hand resting on the mouse must not hide the warning.
  const activity = () => {
    const now = Date.now();
    if (warned || now - last < ACTIVITY_THROTTLE_MS) return;
    last = now;
  };

  // Coming back to the tab is activity, unless the time ran out while it was hidden.
  const visibility = () => {
    if (doc.visibilityState !== 'visible') return;
    if (Date.now() - last < timeoutMs) activity();
    check();
  };

  const passive = { passive: true, capture: true } as const;
  ACTIVITY_EVENTS.forEach((name) => doc.addEventListener(name, activity, passive));
  doc.addEventListener('visibilitychange', visibility);

  function stop() {
    stopped = true;
    clearTimeout(timer);
    ACTIVITY_EVENTS.forEach((name) => doc.removeEventListener(name, activity, passive));
    doc.removeEventListener('visibilitychange', visibility);
  }

  check();
  return {
    stay() {
      if (stopped) return;
      warned = false;
      last = Date.now();
      check();
    },
    stop,
  };
}
