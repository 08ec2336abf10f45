import { ensureFreshToken } from '@/auth/refresh';
import { getToken, sessionHasExpired, tokenState } from '@/auth/token-store';
import { HttpError } from './errors';
import { handleHttpError, reportHttpError } from './error-handling';
import { withReason } from './reason-gate';
import { send } from './transport';
import type { HttpResponse, RequestOptions } from './types';

async function waitForToken(): Promise<void> {
  try {
    await ensureFreshToken();
  } catch (cause) {
    // The refresh wait already logged why; the request gives up without a toast.
    const error = new HttpError({ status: 0, message: 'Token refresh timed out', cause });
    reportHttpError(error);
    throw error;
  }
}

/**
 * A 401 for a token that was valid when the request left can mean the token ran out on the way
 * (spec §4: an expired token is refreshed before a request). True when a fresh token is now in
 * hand: another request already renewed it, or this one does. A 401 for the token still current
 * and unexpired is a real refusal, and one whose refresh fails is a lost session.
 */
async function renewedAfter(sentWith: string): Promise<boolean> {
  if (getToken() === sentWith) {
    if (tokenState() !== 'expired') return false;
    // The same bounded wait as before any request: a refresh that never answers gives up.
    await waitForToken();
  }
  return getToken() !== sentWith && tokenState() === 'valid';
}

function sessionEnded(): HttpError {
  return new HttpError({ status: 401, message: 'Session expired' });
}

/**
 * The one HTTP client. Before a request that carries auth it waits for a fresh token; failures go
 * through the error catalogue unless `skipErrorHandling` is set, and always to the error reporter.
 */
export async function request<T = unknown>(
  path: string,
  options: RequestOptions = {},
): Promise<HttpResponse<T>> {
  // Asked once, before the first attempt: a retry after a renewed token carries the same reason.
  return attempt<T>(path, await withReason(path, options), true);
}

async function attempt<T>(
  path: string,
  options: RequestOptions,
  mayRetry: boolean,
): Promise<HttpResponse<T>> {
  if (!options.skipAuth) await waitForToken();
  const sentWith = options.skipAuth ? null : getToken();
  try {
    // The session ran out and could not be renewed: the request is not sent without its token (a
    // save would reach the server anonymously); it fails as the server's 401 would.
    if (!options.skipAuth && tokenState() !== 'valid' && sessionHasExpired()) throw sessionEnded();
    return await send<T>(path, options);
  } catch (e) {
    if (e instanceof HttpError) {
      // A 401 means the server did not act on the request, so sending it once more is safe for every method.
      if (
        e.status === 401 &&
        mayRetry &&
        sentWith !== null &&
        !options.signal?.aborted &&
        (await renewedAfter(sentWith))
      ) {
        return attempt<T>(path, options, false);
      }
      reportHttpError(e);
      if (!options.skipErrorHandling) handleHttpError(e);
    }
    throw e;
  }
}
