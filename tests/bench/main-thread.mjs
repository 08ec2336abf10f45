// The page's main thread from a navigation until its first rows, read from a Chrome trace: how
// long it was busy (tasks running) against how long the user waited. When the two are close, the
// screen is bound by the processor, not by the network or by calls waiting on each other.
import { benchContext, navigateUntilRows } from './browser.mjs';
import { FIRST_ROWS } from './timed-run.mjs';

const TRACE_CATEGORIES = ['devtools.timeline', 'disabled-by-default-devtools.timeline', 'blink.user_timing'];

/**
 * `events`: a trace's events; `untilMs`: the rows' time on the page's clock (from the navigation's
 * start). Returns the busy time of the renderer's main thread in that window (every task it ran,
 * cut at the window's end), or null when the trace holds no navigation of a page.
 */
export function mainThreadBusy(events, untilMs) {
  const start = events.find((e) => e.name === 'navigationStart' && e.args?.data?.documentLoaderURL);
  if (!start) return null;
  const from = start.ts;
  const to = from + untilMs * 1000;
  let busy = 0;
  for (const e of events) {
    if (e.ph !== 'X' || e.name !== 'RunTask' || e.pid !== start.pid || e.tid !== start.tid) continue;
    const begin = Math.max(e.ts, from);
    const end = Math.min(e.ts + (e.dur ?? 0), to);
    if (end > begin) busy += end - begin;
  }
  return { busyMs: busy / 1000, windowMs: untilMs };
}

/** A navigation to `app.usersPath` until its first rows, traced, in a fresh signed-in context. */
export async function tracedRun(browser, state, app) {
  const context = await benchContext(browser, app.baseURL, state);
  try {
    const page = await context.newPage();
    await browser.startTracing(page, { categories: TRACE_CATEGORIES });
    const rowsAt = await navigateUntilRows(page, app.usersPath, FIRST_ROWS).catch(() => null);
    const trace = JSON.parse((await browser.stopTracing()).toString());
    return rowsAt === null ? null : mainThreadBusy(trace.traceEvents, rowsAt);
  } finally {
    await context.close();
  }
}
