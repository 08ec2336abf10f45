import { getResponse, http, type RequestHandler } from 'msw';
import { findCall, pathValues, REASON_HEADER, type CallDecl } from '@/contract';
import { find, onRowChange, type RowChange } from '../db';
import { accountById } from '../lib/accounts';
import { identify } from '../lib/tokens';
import { fieldChanges } from './changes';
import { append, type AuditEntry, type NewEntry } from './log';
import { subjectOf } from './subject';

// Every write the server accepts leaves exactly one entry, written here on the server's side of
// the wire: handlers need not remember to log, and a failed write leaves none.

interface Pending {
  changes: RowChange[];
  kind?: AuditEntry['kind'];
  signature?: AuditEntry['signature'];
  /** The version a publish made. */
  version?: number;
  /** The record, where the path names a part of it (a flow's version) rather than the record. */
  subject?: { entity: string; record_id: string };
}

/** The log's own reads: the record's history, the log, its chain. */
const AUDIT_READ = /^\/admin\/audit(-chain)?(\/|$)/;

let current: Pending | undefined;
// Writes run one at a time, as a server's transactions would: the rows a write changed are the
// rows changed while it ran.
let writing: Promise<unknown> = Promise.resolve();

onRowChange((change) => current?.changes.push(change));

/** For a handler: what its write is (e.g. a signed publish) beyond the rows it changed. */
export function noteOnWrite(note: Pick<Pending, 'kind' | 'signature' | 'subject' | 'version'>): void {
  if (current) Object.assign(current, note);
}

/** The reason a write carries, decoded; undefined when absent or blank. */
export function reasonOf(request: Request): string | undefined {
  const raw = request.headers.get(REASON_HEADER);
  if (!raw) return undefined;
  let text = raw;
  try {
    text = decodeURIComponent(raw);
  } catch {
    // Not percent-encoded: kept as sent.
  }
  return text.trim().slice(0, 1000) || undefined;
}

const nameOf = (id: string | number): string | null => {
  const fullname = accountById(id)?.fullname ?? find('users', id)?.fullname;
  return typeof fullname === 'string' ? fullname : null;
};

/** Who wrote: the staff member, and while impersonating, whose session they used. */
export function actorOf(
  request: Request,
): Pick<NewEntry, 'actor_id' | 'actor_name' | 'on_behalf_of_id' | 'on_behalf_of_name'> | undefined {
  const who = identify(request);
  if (who.state !== 'valid') return undefined;
  const { act, user_id } = who.claims;
  if (act)
    return {
      actor_id: act.id,
      actor_name: act.fullname,
      on_behalf_of_id: user_id,
      on_behalf_of_name: nameOf(user_id),
    };
  return { actor_id: user_id, actor_name: nameOf(user_id), on_behalf_of_id: null, on_behalf_of_name: null };
}

function kindOf(decl: CallDecl, pending: Pending, insertedSubject: boolean): AuditEntry['kind'] {
  if (pending.kind) return pending.kind;
  if (decl.method === 'DELETE') return 'delete';
  if (/\/publish$/.test(decl.path)) return 'publish';
  if (decl.method === 'POST' && insertedSubject) return 'create';
  return decl.method === 'POST' ? 'action' : 'update';
}

/** Whether a call is audited: a write that is not a query and not a sign-in step. */
const audited = (decl: CallDecl) => decl.method !== 'GET' && !decl.safe && decl.access !== 'public';

export function withAudit(calls: readonly CallDecl[], inner: RequestHandler): RequestHandler {
  return http.all('*', async ({ request }) => {
    const { pathname } = new URL(request.url);
    const route = pathname.startsWith('/api/') ? pathname.slice('/api'.length) : '';
    // A write is answered only once its entry is in the log, as a server commits both in one
    // transaction; a read of the log waits for the writes already under way, so whoever saw a
    // write's effect finds its entry.
    if (request.method === 'GET' && AUDIT_READ.test(route)) await writing;
    const decl = route && request.method !== 'GET' ? findCall(calls, request.method, route) : undefined;
    const actor = decl && audited(decl) ? actorOf(request) : undefined;
    if (!decl || !actor) return getResponse([inner], request);
    const run = writing.then(async () => {
      const pending: Pending = { changes: [] };
      current = pending;
      let response: Response | undefined;
      try {
        response = await getResponse([inner], request);
      } finally {
        current = undefined;
      }
      if (!response?.ok) return response;
      const subject = pending.subject ?? subjectOf(decl, pathValues(decl, route) ?? {}, pending.changes);
      const inserted = pending.changes.some(
        (c) => !c.before && c.table === subject.entity && String(c.after?.id) === subject.record_id,
      );
      await append({
        ...actor,
        call: `${decl.method} ${decl.path}`,
        kind: kindOf(decl, pending, inserted),
        ...subject,
        changes: fieldChanges(pending.changes),
        reason: reasonOf(request) ?? null,
        signature: pending.signature ?? null,
        version: pending.version ?? null,
      });
      return response;
    });
    writing = run.catch(() => undefined);
    return run;
  });
}
