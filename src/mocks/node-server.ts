import { getResponse, http, HttpResponse, type RequestHandler } from 'msw';
import { setupServer } from 'msw/node';
import { controls } from './controls';
import { endAllSessions } from './lib/cookies';
import type { ServedApp } from './served-app';
import { serveData } from './served-data';

let served: ServedApp | undefined;
let data: Promise<void> = Promise.reject(new Error('No app served: tests/setup.ts calls serveApp first.'));
data.catch(() => undefined); // reported where it is awaited
let handlers: Promise<RequestHandler[]> | undefined;

/**
 * The app the backend stands in for (tests/setup.ts hands it over): the db serves its schemas at
 * once and its seed tables once loaded (`dataReady`), for tests that read it before any request;
 * its handlers load at the first request.
 */
export function serveApp(app: ServedApp): void {
  served = app;
  handlers = undefined;
  data = serveData(app);
  data.catch(() => undefined); // reported where it is awaited
}

/** Resolves once the db may seed: every area's seed tables are in (tests/setup.ts awaits it). */
export function dataReady(): Promise<void> {
  return data;
}

/** Every handler of the mock backend, loaded with the modules' mocks on first use. */
function allHandlers(): Promise<RequestHandler[]> {
  const app = served;
  if (!app) return Promise.reject(new Error('No app served: tests/setup.ts calls serveApp first.'));
  const ready = data;
  return (handlers ??= import('./handlers').then(async (m) => {
    const list = await m.createHandlers(app);
    await ready;
    return list;
  }));
}

/**
 * The mock backend for Vitest. tests/setup.ts starts it with onUnhandledRequest 'error'. Its
 * handlers (and with them the seed and every module's mocks) load at a test file's
 * first request, so a file that sends none does not pay for them. A request none of them answers
 * fails as a network error and is reported, as MSW's `onUnhandledRequest: 'error'` does; nothing
 * reaches the network. `server.use(...)` overrides come first, as before.
 */
/** Sees each answer of the mock's own handlers (not a test's `server.use` overrides). */
export type AnswerObserver = (request: Request, response: Response) => void;
let observer: AnswerObserver | null = null;

/** Tests check the mock's answers against the API contract through this (tests/support/contract-audit.ts). */
export function observeMockAnswers(next: AnswerObserver | null): void {
  observer = next;
}

export const server = setupServer(
  http.all('*', async ({ request }) => {
    const seen = observer ? request.clone() : request;
    const response = await getResponse(await allHandlers(), request);
    if (response) {
      observer?.(seen, response.clone());
      return response;
    }
    console.error(`[MSW] Error: no mock handler answers ${request.method} ${request.url}`);
    return HttpResponse.error();
  }),
);

/** Loads the handlers now, so a test's first request does not wait for them. */
export async function preloadHandlers(): Promise<void> {
  await allHandlers();
}

/** Between tests: faults, latency, token lifetime, canary and data back to their defaults; sessions ended. */
export function resetMockState(): void {
  controls.reset();
  endAllSessions();
}
