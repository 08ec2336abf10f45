import { delay, http, HttpResponse } from 'msw';
import { latency, takeFault } from '../controls';
import { fail } from '../lib/respond';
import { authenticate } from '../lib/tokens';

const NO_BODY = new Set([204, 205, 304]);
// Sign-in, refresh and the client settings (fetched at start-up, before anyone signs in) answer
// without a token; a stale token must not block getting a new one.
const TOKENLESS = /^\/api\/(auth\/|x\/token-refresh$|admin\/client-settings$)/;

/** First in the chain: latency and forced statuses (controls), then the bearer-token gate. */
export const faultHandlers = [
  http.all('/api/*', async ({ request }) => {
    const ms = latency();
    if (ms > 0) await delay(ms);
    const fault = takeFault(request.method, new URL(request.url).pathname);
    if (!fault) return undefined;
    if (fault.status === 0) return HttpResponse.error();
    if (NO_BODY.has(fault.status)) return new HttpResponse(null, { status: fault.status });
    return HttpResponse.json(fault.body ?? { message: `Forced ${fault.status}` }, { status: fault.status });
  }),

  // Every other call needs a valid bearer token, as the real backend does: without one (absent,
  // expired, forged or signed at an earlier start) it answers 401 and changes nothing.
  http.all('/api/*', async ({ request }) => {
    if (TOKENLESS.test(new URL(request.url).pathname)) return undefined;
    return (await authenticate(request)).state === 'valid' ? undefined : fail(401, 'Unauthenticated.');
  }),
];
