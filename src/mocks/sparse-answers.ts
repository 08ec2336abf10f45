import { getResponse, http, HttpResponse, type RequestHandler } from 'msw';
import { findCall, type CallDecl } from '@/contract';
import { answerShape } from './controls';
import { sparse } from './lib/sparse';

// The signed-in user's own record and the sign-in answers stay whole: without the terms date a
// guard reads, every route would show the licence page and nothing else would be tried.
const WHOLE = /^(user\.current|auth\.)/;

async function reshaped(calls: readonly CallDecl[], request: Request, response: Response): Promise<Response> {
  const url = new URL(request.url);
  if (!response.ok || !url.pathname.startsWith('/api/')) return response;
  if (!(response.headers.get('Content-Type') ?? '').includes('json')) return response;
  const decl = findCall(calls, request.method, url.pathname.slice(4));
  if (!decl || WHOLE.test(decl.id)) return response;
  const body: unknown = await response.clone().json();
  if (typeof body !== 'object' || body === null || !('data' in body)) return response;
  const headers = new Headers(response.headers);
  headers.delete('Content-Length');
  return HttpResponse.json(
    { ...body, data: sparse(decl.response, body.data) },
    { status: response.status, headers },
  );
}

/**
 * The mock's handlers behind the answer-shape switch (`__mock.setAnswerShape('sparse')`, or
 * `MOCK_ANSWERS=sparse npm run mock-server`): with it on, each declared call's answer keeps only
 * what the API contract requires.
 */
export function withAnswerShapes(
  calls: readonly CallDecl[],
  handlers: readonly RequestHandler[],
): RequestHandler {
  const list = [...handlers];
  return http.all('*', async ({ request }) => {
    const response = await getResponse(list, request);
    if (!response || answerShape() !== 'sparse') return response;
    return reshaped(calls, request, response);
  });
}
