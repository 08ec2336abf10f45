import { ensureFreshToken } from '@/auth/refresh';
import { HttpError } from './errors';
import { handleHttpError, reportHttpError } from './error-handling';
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
 * The one HTTP client. Before a request that carries auth it waits for a fresh token; failures go
 * through the error catalogue unless `skipErrorHandling` is set, and always to the error reporter.
 */
export async function request<T = unknown>(
  path: string,
  options: RequestOptions = {},
): Promise<HttpResponse<T>> {
  if (!options.skipAuth) await waitForToken();
  try {
    return await send<T>(path, options);
  } catch (e) {
    if (e instanceof HttpError) {
      reportHttpError(e);
      if (!options.skipErrorHandling) handleHttpError(e);
    }
    throw e;
  }
}
