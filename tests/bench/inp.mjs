// Interaction to Next Paint as browsers measure it, and the deferred work that follows an
// interaction. In the page: Event Timing entries (`event`, durationThreshold 16) grouped by
// `interactionId` as web-vitals does (an interaction's latency is the longest of its entries), Long
// Animation Frames with their scripts, and the short timers (≤ 1 s: debounces, transitions) armed
// after the observers started. `measureInteractions` runs each step, waits until the page has
// settled (no long frame, no such timer pending and no timer fired for QUIET_MS, polled every
// animation frame) and gives the step its own latency plus the long frames that started between
// the end of its handlers and the settle point: deferred work counts toward the frames it delays.
/* global window */
import { mkdirSync, writeFileSync } from 'node:fs';
import process from 'node:process';

const QUIET_MS = 400;

/** Each kind's INP targets, as a scenario module's TARGETS: ≤ 100 ms at p75 and ≤ 200 ms at worst. */
export const inpLimits = (...kinds) =>
  Object.fromEntries(
    kinds.flatMap((k) => [
      [`${k}InpP75Ms`, 100],
      [`${k}InpMaxMs`, 200],
    ]),
  );
const SETTLE_TIMEOUT = 10_000;
/** Timers up to this delay are pending work the page will do by itself (debounces, ripples). */
const SHORT_TIMER_MS = 1000;

/** Observers, the timer count and keystroke handler timing, installed once per page. */
async function install(page) {
  await page.evaluate(
    ({ shortTimer }) => {
      if (window.__inp) return;
      const state = { events: [], frames: [], keys: [], pending: new Map(), busyAt: 0 };
      window.__inp = state;
      const busy = (t) => (state.busyAt = Math.max(state.busyAt, t));
      new PerformanceObserver((list) => {
        for (const e of list.getEntries())
          state.events.push({
            name: e.name,
            startTime: e.startTime,
            duration: e.duration,
            processingStart: e.processingStart,
            processingEnd: e.processingEnd,
            interactionId: e.interactionId ?? 0,
          });
      }).observe({ type: 'event', durationThreshold: 16, buffered: true });
      new PerformanceObserver((list) => {
        for (const f of list.getEntries()) {
          busy(f.startTime + f.duration);
          state.frames.push({
            startTime: f.startTime,
            duration: f.duration,
            blockingDuration: f.blockingDuration,
            scripts: f.scripts.map((s) => ({
              invoker: s.invoker,
              invokerType: s.invokerType,
              sourceURL: s.sourceURL,
              sourceFunctionName: s.sourceFunctionName,
              duration: s.duration,
              forcedStyleAndLayoutDuration: s.forcedStyleAndLayoutDuration,
            })),
          });
        }
      }).observe({ type: 'long-animation-frame', buffered: true });
      // Short timers armed from now on: pending until they fire or are cleared.
      const set = window.setTimeout;
      const clear = window.clearTimeout;
      window.setTimeout = function (fn, delay, ...args) {
        const ms = Number(delay) || 0;
        if (typeof fn !== 'function' || ms <= 0 || ms > shortTimer)
          return set.call(window, fn, delay, ...args);
        const id = set.call(
          window,
          function (...a) {
            state.pending.delete(id);
            try {
              return fn.apply(this, a);
            } finally {
              busy(performance.now());
            }
          },
          delay,
          ...args,
        );
        state.pending.set(id, performance.now() + ms);
        return id;
      };
      window.clearTimeout = function (id) {
        state.pending.delete(id);
        return clear.call(window, id);
      };
      // A keystroke's own handling, as `keystrokes()` times it: keydown to the microtask after `input`.
      window.addEventListener('keydown', () => (state.keyAt = performance.now()), true);
      window.addEventListener('input', () => {
        const t0 = state.keyAt;
        state.keyAt = null;
        if (typeof t0 === 'number')
          queueMicrotask(() => state.keys.push({ at: t0, ms: performance.now() - t0 }));
      });
    },
    { shortTimer: SHORT_TIMER_MS },
  );
}

/** The page's clock once nothing has run for QUIET_MS and no short timer is pending. */
async function settle(page) {
  try {
    const handle = await page.waitForFunction(
      (quiet) => {
        const s = window.__inp;
        const now = performance.now();
        return s.pending.size === 0 && now - s.busyAt >= quiet ? now : false;
      },
      QUIET_MS,
      { polling: 'raf', timeout: SETTLE_TIMEOUT },
    );
    return { at: await handle.jsonValue(), timedOut: false };
  } catch {
    return { at: await page.evaluate(() => performance.now()), timedOut: true };
  }
}

/** One step's figures from what the page recorded between `t0` and `t1`. */
const between = (page, t0, t1) =>
  page.evaluate(
    ({ t0, t1 }) => {
      const s = window.__inp;
      const entries = s.events.filter((e) => e.interactionId > 0 && e.startTime >= t0 && e.startTime < t1);
      const byId = new Map();
      for (const e of entries)
        byId.set(e.interactionId, Math.max(byId.get(e.interactionId) ?? 0, e.duration));
      // No entry: the interaction was under the 16 ms threshold; 16 is its upper bound.
      const latency = byId.size === 0 ? null : Math.max(...byId.values());
      const handled = entries.length === 0 ? t0 : Math.max(...entries.map((e) => e.processingEnd));
      const deferred = s.frames.filter((f) => f.startTime >= handled && f.startTime < t1);
      const frames = s.frames.filter((f) => f.startTime + f.duration >= t0 && f.startTime < t1);
      const keys = s.keys.filter((k) => k.at >= t0 && k.at < t1);
      return {
        latency,
        interactions: byId.size,
        deferredBlocking: deferred.reduce((n, f) => n + f.blockingDuration, 0),
        deferredDuration: deferred.reduce((n, f) => n + f.duration, 0),
        keyHandler: keys.length === 0 ? null : keys.reduce((n, k) => n + k.ms, 0),
        frames,
      };
    },
    { t0, t1 },
  );

const p75 = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted.length === 0 ? null : sorted[Math.ceil(sorted.length * 0.75) - 1];
};
const worst = (values) => (values.length === 0 ? null : Math.max(...values));
const round = (v) => (v === null ? null : Math.round(v * 10) / 10);

/** A script of a long frame, short: who ran it, from where, for how long. */
const described = (s) => {
  const file = (s.sourceURL || '').split('/').pop().split('?')[0] || '(no source)';
  const fn = s.sourceFunctionName ? ` ${s.sourceFunctionName}` : '';
  const forced =
    s.forcedStyleAndLayoutDuration >= 1
      ? `, ${Math.round(s.forcedStyleAndLayoutDuration)} ms forced layout`
      : '';
  return `${Math.round(s.duration)} ms ${s.invoker} → ${file}${fn}${forced}`;
};

/**
 * Runs each of `steps` (a function doing one user interaction through Playwright), waits for the
 * page to settle after each, and returns p75 and worst of the INP latency, of the latency plus the
 * blocking time of the long frames that followed before the settle point (`cost`), and for
 * keystrokes of the input handling plus those frames' whole duration (`work`, issue 35's figure),
 * with the top scripts of the longest frame met. Latencies under the 16 ms threshold count as 16.
 */
export async function measureInteractions(page, steps) {
  await install(page);
  const measured = [];
  for (const step of steps) {
    const t0 = await page.evaluate(() => {
      window.__inp.busyAt = performance.now();
      return window.__inp.busyAt;
    });
    await step();
    const settled = await settle(page);
    measured.push({ ...(await between(page, t0, settled.at)), timedOut: settled.timedOut });
  }
  const inp = measured.map((m) => m.latency ?? 16);
  const cost = measured.map((m, i) => inp[i] + m.deferredBlocking);
  const work = measured.filter((m) => m.keyHandler !== null).map((m) => m.keyHandler + m.deferredDuration);
  const frames = measured.flatMap((m) => m.frames);
  const longest = frames.reduce((a, f) => (a === null || f.duration > a.duration ? f : a), null);
  return {
    n: measured.length,
    inpP75Ms: round(p75(inp)),
    inpMaxMs: round(worst(inp)),
    costP75Ms: round(p75(cost)),
    costMaxMs: round(worst(cost)),
    workP75Ms: round(p75(work)),
    workMaxMs: round(worst(work)),
    unsettled: measured.filter((m) => m.timedOut).length,
    worstFrame:
      longest === null
        ? null
        : {
            durationMs: Math.round(longest.duration),
            blockingMs: Math.round(longest.blockingDuration),
            scripts: [...longest.scripts]
              .sort((a, b) => b.duration - a.duration)
              .slice(0, 3)
              .map(described),
          },
  };
}

/** One step per character of `text`, typed into the focused field. */
export const keySteps = (page, text) => [...text].map((ch) => () => page.keyboard.type(ch));

/**
 * The numeric figures of `measured` under `prefix` (e.g. keyInpP75Ms), for the scenario's result;
 * the longest frame's scripts are printed and kept in tests/bench/results/inp-<label>.json.
 */
export function figures(prefix, measured, label) {
  mkdirSync('tests/bench/results', { recursive: true });
  writeFileSync(`tests/bench/results/inp-${label}.json`, JSON.stringify(measured, null, 2) + '\n');
  if (measured.worstFrame) {
    const { durationMs, blockingMs, scripts } = measured.worstFrame;
    process.stdout.write(`\n  ${label}: longest frame ${durationMs} ms (${blockingMs} blocking)\n`);
    for (const s of scripts) process.stdout.write(`    ${s}\n`);
  }
  const keys = ['inpP75Ms', 'inpMaxMs', 'costP75Ms', 'costMaxMs', 'workP75Ms', 'workMaxMs', 'unsettled'];
  return Object.fromEntries(
    keys
      .filter((k) => measured[k] !== null)
      .map((k) => [`${prefix}${k[0].toUpperCase()}${k.slice(1)}`, measured[k]]),
  );
}
