import { getResponse, http, HttpResponse, type RequestHandler } from 'msw';
import { PERM } from '@/auth/permission-names';
import { dispatcher } from '@/mocks/dispatch';
import { checkOf } from '@/mocks/lib/access';

// KitLink answers name participants for those who may read users; every other account gets the
// participant's id alone (and, for placing an order, where to ship). The server decides, not the
// screen: a name that is never sent cannot leak through a link, a copy or an error report.

const PERSONAL = ['name', 'email', 'fullname'] as const;

function redact(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(redact);
  if (typeof value !== 'object' || value === null) return value;
  const out: Record<string, unknown> = {};
  for (const [key, v] of Object.entries(value)) {
    if (key === 'participant' && typeof v === 'object' && v !== null && !Array.isArray(v)) {
      const kept = Object.entries(v).filter(([k]) => !(PERSONAL as readonly string[]).includes(k));
      out[key] = Object.fromEntries(kept);
    } else {
      out[key] = redact(v);
    }
  }
  return out;
}

/** The area's handlers, their answers stripped of participants' names for accounts without users. */
export function withParticipantPrivacy(handlers: readonly RequestHandler[]): RequestHandler {
  const inner = [dispatcher(handlers)];
  return http.all(/\/api\/(admin\/kitlink|orders|kits)(\/|$)/, async ({ request }) => {
    const baseUrl = typeof location === 'undefined' ? new URL(request.url).origin : location.href;
    const response = await getResponse(inner, request, { baseUrl });
    if (!response || checkOf(request)([PERM.users])) return response;
    if (!(response.headers.get('Content-Type') ?? '').includes('json')) return response;
    const body: unknown = await response.clone().json();
    const headers = new Headers(response.headers);
    headers.delete('Content-Length');
    return HttpResponse.json(redact(body) as Record<string, unknown>, { status: response.status, headers });
  });
}
