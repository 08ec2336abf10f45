import { send } from '@/http/transport';
import { endExpiredSession, setToken, tokenState } from './token-store';

/** Spec §4/§9: waiting requests poll every 250 ms, at most 40 times (about 10 s). */
export const REFRESH_POLL_MS = 250;
export const REFRESH_MAX_POLLS = 40;
export const REFRESH_MAX_WAIT_MS = REFRESH_POLL_MS * REFRESH_MAX_POLLS;

let inFlight: Promise<boolean> | null = null;
let controller: AbortController | null = null;

async function doRefresh(signal: AbortSignal): Promise<boolean> {
  try {
    const res = await send<unknown>('/x/token-refresh', { skipAuth: true, signal });
    const next = res.headers.get('token');
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
