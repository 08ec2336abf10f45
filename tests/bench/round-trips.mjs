// Sequential API round trips before the first rows. Every request under /api is recorded with its
// start and end (the browser's own timing, wall clock); a request's depth is 1 + the greatest depth
// among the API requests that had finished before it started (1 when none had). The round trips
// before the rows are the greatest depth among the requests that had finished when the rows were
// on screen: a request still under way then (the rows' references, a prefetch) did not hold them
// up. The document and its scripts are not API requests, so they are not counted.
import { URL } from 'node:url';

/** Records the page's API requests from now on; returns the live list. */
export function trackApi(page) {
  const calls = [];
  const byRequest = new Map();
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (!url.pathname.startsWith('/api/')) return;
    const call = { method: request.method(), path: url.pathname, start: Date.now(), end: null };
    byRequest.set(request, call);
    calls.push(call);
  });
  const finish = (request) => {
    const call = byRequest.get(request);
    if (!call) return;
    const { startTime, responseEnd } = request.timing();
    if (startTime > 0) call.start = startTime;
    call.end = responseEnd >= 0 ? call.start + responseEnd : Date.now();
  };
  page.on('requestfinished', finish);
  page.on('requestfailed', finish);
  return calls;
}

/**
 * The API calls that started before `until` (wall-clock ms, the rows on screen): the round trips
 * before it, and each call with its depth, its start and end in ms after `origin` (the navigation's
 * start) and whether it had finished by `until`.
 */
export function roundTrips(calls, until, origin) {
  const started = calls.filter((c) => c.start < until).sort((a, b) => a.start - b.start);
  const depth = new Map();
  for (const call of started) {
    const before = started.filter((p) => p.end !== null && p.end <= call.start).map((p) => depth.get(p));
    depth.set(call, 1 + Math.max(0, ...before));
  }
  const at = (t) => (t === null ? null : Math.round(t - origin));
  const done = (c) => c.end !== null && c.end <= until;
  return {
    depth: Math.max(0, ...started.filter(done).map((c) => depth.get(c))),
    calls: started.map((c) => ({
      method: c.method,
      path: c.path,
      depth: depth.get(c),
      startMs: at(c.start),
      endMs: at(c.end),
      beforeRows: done(c),
    })),
  };
}
