import { send } from '@/http/transport';
import { takeEarlyRefresh } from './early-refresh';
import { endExpiredSession, setToken, tokenState } from './token-store';

/** Spec §4/§9: waiting requests poll every 250 ms, at most 40 times (about 10 s). */
export const REFRESH_POLL_MS = 250;
export const REFRESH_MAX_POLLS = 40;
export const REFRESH_MAX_WAIT_MS = REFRESH_POLL_MS * REFRESH_MAX_POLLS;

let inFlight: Promise<boolean> | null = null;
let controller: AbortController | null = null;

/** Resolves with the early response, or undefined when it failed to arrive; rejects on abort. */
function adopt(early: Promise<Response>, signal: AbortSignal): Promise<Response | undefined> {
  return new Promise((resolve, reject) => {
    signal.addEventListener('abort', () => reject(new Error('Aborted')), { once: true });
    early.then(resolve, () => resolve(undefined));
  });
}

/** The new token's header: from the page's early refresh when it arrived, else from a new one. */
async function refreshedToken(signal: AbortSignal): Promise<string | null> {
  const early = takeEarlyRefresh();
  const res = early ? await adopt(early, signal) : undefined;
  if (res) return res.ok ? res.headers.get('token') : null;
  return (await send<unknown>('/x/token-refresh', { skipAuth: true, signal })).headers.get('token');
}

async function doRefresh(signal: AbortSignal): Promise<boolean> {
  try {
    const next = await refreshedToken(signal);
    if (next && next.trim() !== '') setToken(next.trim());
    else endExpiredSession();
    return tokenState() !== 'none';
  } catch {
    endExpiredSession();
    return false;
  }
}

export function isRefreshing(): boolean {
  return inFlight !== null;
}

/** Single flight: concurrent callers share one `GET /x/token-refresh`. A failure clears the token. */
export function refreshToken(): Promise<boolean> {
  if (!inFlight) {
    const own = new AbortController();
    controller = own;
    inFlight = doRefresh(own.signal).finally(() => {
      inFlight = null;
      if (controller === own) controller = null;
    });
  }
  return inFlight;
}

function pause(ms: number, until: Promise<unknown>): Promise<void> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const tick = new Promise<void>((resolve) => {
    timer = setTimeout(resolve, ms);
  });
  return Promise.race([tick, until.then(() => undefined)]).finally(() => clearTimeout(timer));
}

/**
 * Before a request: with an expired token (or a refresh already running) wait for the one refresh.
 * Both the poll count and the wall clock bound the wait, because a throttled background tab can
 * stretch each 250 ms timer to a second or more.
 */
export async function ensureFreshToken(): Promise<void> {
  if (!inFlight && tokenState() !== 'expired') return;
  const flight = refreshToken();
  let done = false;
  void flight.then(() => {
    done = true;
  });
  const started = Date.now();
  for (let polls = 0; ; polls += 1) {
    if (done) return;
    if (polls >= REFRESH_MAX_POLLS || Date.now() - started >= REFRESH_MAX_WAIT_MS) {
      const error = new Error(
        `Token refresh did not finish after ${polls} polls (${Date.now() - started} ms)`,
      );
      console.error(error.message);
      // A refresh that outlives every waiter would block all later requests; end it, which clears the token.
      controller?.abort();
      throw error;
    }
    await pause(REFRESH_POLL_MS, flight);
  }
}
