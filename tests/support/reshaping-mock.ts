// Puts the answer shapes between the mock backend and the console: each answer the mock gives to
// a declared call is reshaped before the screen reads it. The mock's own handler still answers
// first (so its answers are still checked against the contract); only the reshaped copy reaches
// the console.
import { getResponse, http, HttpResponse, RequestHandler } from 'msw';
import { allCalls } from '@/app/contract';
import { fieldPath, findCall, type CallDecl } from '@/contract';
import { server } from '@/mocks/node-server';
import { drawFrom, reshapeAnswer, type ShapeMode } from './answer-shapes';
import { isPlainObject } from './json-schema-fit';

export interface ReshapingMock {
  /** Reshaped answers the declared schema refused: a fault of the shapes, not of a screen. */
  readonly problems: string[];
  /** `METHOD path` of each answer that was reshaped. */
  readonly reshaped: string[];
  /** Requests sent and not yet answered. */
  inFlight(): number;
  /** When the last answer went back (performance.now()). */
  lastAnswerAt(): number;
}

let calls: Promise<CallDecl[]> | undefined;

/**
 * Installs the reshaping for the current test (`server.resetHandlers()` in afterEach removes it).
 * Answers to the calls `keep` names go through as the mock gave them.
 */
export async function reshapeMockAnswers(
  mode: ShapeMode,
  pool: readonly string[],
  keep: (decl: CallDecl) => boolean = () => false,
): Promise<ReshapingMock> {
  const declared = await (calls ??= allCalls());
  // The handlers as tests/setup.ts leaves them between tests: the mock's own.
  const own = server.listHandlers().filter((h) => h instanceof RequestHandler);
  const problems: string[] = [];
  const reshaped: string[] = [];
  let pending = 0;
  let last = performance.now();

  const reshapeOne = async (request: Request, response: Response): Promise<Response> => {
    const url = new URL(request.url);
    const type = response.headers.get('Content-Type') ?? '';
    if (!url.pathname.startsWith('/api/') || !response.ok || response.status === 204) return response;
    const decl = findCall(declared, request.method, url.pathname.slice('/api'.length));
    if (!decl || keep(decl) || !type.includes('json')) return response;
    const body: unknown = await response.clone().json();
    if (!isPlainObject(body) || !('data' in body)) return response;
    const where = `${request.method} ${url.pathname}`;
    const data = reshapeAnswer(decl.response, body.data, mode, drawFrom(pool, where));
    const check = decl.response.safeParse(data);
    if (!check.success) {
      const issue = check.error.issues[0];
      problems.push(`${decl.id} (${where}): ${fieldPath(issue?.path ?? [])} ${issue?.message ?? ''}`);
    }
    reshaped.push(where);
    const headers = new Headers(response.headers);
    headers.delete('Content-Length');
    return HttpResponse.json({ ...body, data }, { status: response.status, headers });
  };

  server.use(
    http.all('*', async ({ request }) => {
      pending++;
      try {
        const response = await getResponse(own, request);
        return response ? await reshapeOne(request, response) : response;
      } finally {
        pending--;
        last = performance.now();
      }
    }),
  );
  return { problems, reshaped, inFlight: () => pending, lastAnswerAt: () => last };
}
