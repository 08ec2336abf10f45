import { getResponse, http, HttpHandler, matchRequestUrl, type RequestHandler } from 'msw';

/**
 * Where handler paths such as `/api/user` resolve: the page's address in a browser or jsdom, else
 * the request's own origin (the loopback server's middleware passes its origin the same way).
 */
const baseOf = (request: Request): string =>
  typeof location === 'undefined' ? new URL(request.url).origin : location.href;

/** Whether a handler can answer the request, judged on its method and path alone (cheap). */
function mayAnswer(handler: RequestHandler, request: Request, url: URL, base: string): boolean {
  if (!(handler instanceof HttpHandler)) return true;
  const { method, path } = handler.info;
  if (typeof path === 'function') return true;
  const sameMethod =
    method instanceof RegExp
      ? method.test(request.method)
      : method.toUpperCase() === request.method.toUpperCase();
  return sameMethod && matchRequestUrl(url, path, base).matches;
}

/**
 * The mock backend's handlers as one: it runs, in their order, only those whose method and path
 * match the request. MSW itself runs every handler in turn, and each one parses the request's
 * cookies (the page's and its own jar) and adds them to the request's headers before its path is
 * even compared, so a call went through some two hundred cookie parses before its answer. A
 * request none of them matches stays unhandled, as before.
 */
export function dispatcher(handlers: readonly RequestHandler[]): RequestHandler {
  const matched = new WeakMap<Request, RequestHandler[]>();
  const candidatesOf = (request: Request): RequestHandler[] => {
    let list = matched.get(request);
    if (!list) {
      const url = new URL(request.url);
      const base = baseOf(request);
      list = handlers.filter((h) => mayAnswer(h, request, url, base));
      matched.set(request, list);
    }
    return list;
  };
  return http.all(
    ({ request }) => candidatesOf(request).length > 0,
    ({ request }) => getResponse(candidatesOf(request), request, { baseUrl: baseOf(request) }),
  );
}
