import { http } from 'msw';
import { find, present, rows, schemaOf } from '@/mocks/db';
import { refusedOn } from '@/mocks/lib/access';
import { updateRecord } from '@/mocks/lib/entity-ops';
import { notFound, ok, readData } from '@/mocks/lib/respond';
import { CALL_STATUSES } from './catalogues';

/** Call logs may be named either way in the registry; the first one that exists is used. */
const CALL_LOGS = ['call-logs', 'calls'];
const CALL_STATUS_ENTITY = 'call-statuses';
const callLogs = () => CALL_LOGS.find((n) => schemaOf(n)) ?? 'call-logs';

/**
 * Spec §7 call-log calls: a call's status changed in place, and every call status. They come
 * before the area's `GET /admin/calls/{id}`, which would otherwise take `/admin/calls/statuses`.
 */
export const callLogHandlers = [
  http.put('/api/admin/calls/:id', async ({ request, params }) => {
    const name = callLogs();
    const denied = refusedOn(name, request, 'edit');
    if (denied) return denied;
    const call = find(name, String(params.id));
    return call
      ? updateRecord(name, call, await readData(request), request.headers.get('If-Match'))
      : notFound('Call');
  }),

  http.get('/api/admin/calls/statuses', ({ request }) => {
    const denied = refusedOn(CALL_STATUS_ENTITY, request, 'list');
    if (denied) return denied;
    const table = schemaOf(CALL_STATUS_ENTITY) ? rows(CALL_STATUS_ENTITY) : [];
    const list =
      table.length > 0
        ? table.map((r) => present(CALL_STATUS_ENTITY, r))
        : CALL_STATUSES.map((s, i) => ({ id: i + 1, ...s }));
    return ok(list);
  }),
];
