import { getResponse, http, HttpResponse, type RequestHandler } from 'msw';
import { setupServer } from 'msw/node';
import { controls } from './controls';
import { endAllSessions } from './lib/cookies';

let handlers: Promise<RequestHandler[]> | undefined;
/** Every handler of the mock backend, loaded with the registry and the modules' mocks on first use. */
const allHandlers = () => (handlers ??= import('./handlers').then((m) => m.createHandlers()));

/**
 * The mock backend for Vitest. tests/setup.ts starts it with onUnhandledRequest 'error'. Its
 * handlers (and with them the registry, the seed and every module's mocks) load at a test file's
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
