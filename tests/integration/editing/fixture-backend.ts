import { http, HttpResponse } from 'msw';
import type { EditingEvent } from '@/editing';
import { server } from '@/mocks/node';

/** The signed-in staff member (staff@research.test) and the other editor of these tests. */
export const STELLA = { id: 2, name: 'Stella Staff' };
export const SAM = { id: 1, name: 'Sam Super' };

interface Note {
  title: string;
  body: string;
}

/** A tiny versioned, lockable record served at /api/fixture-notes/7: what a real backend does. */
export interface FixtureBackend {
  published: Note;
  draft: Note | null;
  version: number;
  lock: { by: typeof STELLA | typeof SAM; at: string } | null;
  events: EditingEvent[];
  requests: string[];
}

export function today(hours: number, minutes: number): string {
  const at = new Date();
  at.setHours(hours, minutes, 0, 0);
  return at.toISOString();
}

const json = (data: unknown, status = 200) => HttpResponse.json({ data }, { status });
const refuse = (status: number, message: string) => HttpResponse.json({ message }, { status });

export function serveFixtureNotes(start: Partial<FixtureBackend> = {}): FixtureBackend {
  const db: FixtureBackend = {
    published: { title: 'Consent', body: 'Please read this.' },
    draft: null,
    version: 1,
    lock: null,
    events: [],
    requests: [],
    ...start,
  };
  const record = () => ({
    id: 7,
    ...(db.draft ?? db.published),
    state: db.draft ? 'draft' : 'published',
    version: db.version,
    locked_by_id: db.lock?.by.id ?? null,
    locked_by_name: db.lock?.by.name ?? null,
    locked_at: db.lock?.at ?? null,
  });
  const lockOut = () => ({
    locked_by_id: db.lock?.by.id,
    locked_by_name: db.lock?.by.name,
    locked_at: db.lock?.at,
  });
  // The server records every lifecycle event as it handles the call.
  const record_event = (kind: EditingEvent['kind'], extra: Partial<EditingEvent> = {}) =>
    db.events.push({
      id: db.events.length + 1,
      kind,
      actorId: STELLA.id,
      actorName: STELLA.name,
      at: new Date().toISOString(),
      ...extra,
    });
  const heldByOther = () => db.lock !== null && db.lock.by.id !== STELLA.id;
  const base = '/api/fixture-notes/:id';

  const listen = ({ request }: { request: Request }) => {
    const path = new URL(request.url).pathname;
    if (path.startsWith('/api/fixture-notes')) db.requests.push(`${request.method} ${path}`);
  };
  server.events.on('request:start', listen);
  onTestFinished(() => server.events.removeListener('request:start', listen));
  server.use(
    http.get(base, () => json(record())),
    http.post(`${base}/check-out`, () => {
      if (heldByOther()) return refuse(409, 'This note is checked out by another user.');
      const renewing = db.lock !== null;
      db.lock = { by: STELLA, at: db.lock?.at ?? new Date().toISOString() };
      if (!renewing) record_event('checked-out');
      return json(lockOut());
    }),
    http.put(`${base}/take-over`, () => {
      db.lock = { by: STELLA, at: new Date().toISOString() };
      record_event('taken-over');
      return json(lockOut());
    }),
    http.put(`${base}/unlock`, () => {
      db.lock = null;
      record_event('unlocked');
      return json(record());
    }),
    http.patch(base, async ({ request }) => {
      if (heldByOther() || db.lock === null) return refuse(423, 'This note is checked out by another user.');
      const body = (await request.json()) as { data: Note & { base_version: number } };
      const { base_version: _base, ...note } = body.data;
      db.draft = note;
      return json(record());
    }),
    http.delete(`${base}/versions/draft`, () => {
      db.draft = null;
      record_event('discarded');
      return json(record());
    }),
    http.post(`${base}/publish`, async ({ request }) => {
      const body = (await request.json()) as { data: { note: string } };
      if (db.draft) db.published = db.draft;
      db.draft = null;
      db.version += 1;
      db.lock = null;
      record_event('published', { note: body.data.note, version: db.version });
      return json(record());
    }),
    http.get(`${base}/events`, () => json(db.events)),
  );
  return db;
}
