import type { RequestHandler } from 'msw';
import { auditCalls, type CallDecl } from '@/contract';
import { canRead } from '@/engine';
import { find, schemaOf } from '../db';
import { checkOf, outsideScope } from '../lib/access';
import { answer, declared } from '../lib/declared';
import { listParams, pageOf, parseSearch } from '../lib/query';
import { fail, readData } from '../lib/respond';
import { auditEntries, verifyChain, type AuditEntry } from './log';
import { noteOnWrite, reasonOf } from './recorder';
import { revertEntry } from './revert';
import { groupByRow, recordedRow } from './revert-rows';
import './seed-history';
import { entityNamed } from './subject';

/** Values of entities the reader may not read are withheld, the fact of the change kept. */
function forReader(entry: AuditEntry, request: Request): AuditEntry {
  const check = checkOf(request);
  const readable = new Map<string, boolean>();
  const mayRead = (entity: string) => {
    if (!readable.has(entity)) {
      const schema = schemaOf(entity);
      readable.set(entity, schema ? canRead(schema, check, schemaOf) : false);
    }
    return readable.get(entity) === true;
  };
  if (entry.changes.every((c) => mayRead(c.entity))) return entry;
  return {
    ...entry,
    changes: entry.changes.map((c) =>
      mayRead(c.entity) ? c : { entity: c.entity, record_id: c.record_id, field: c.field, redacted: true },
    ),
  };
}

const DATE = /^\d{4}-\d{2}-\d{2}/;

/** Entries newest first, narrowed by the query's person, dates (inclusive days) and kind. */
function filtered(list: readonly AuditEntry[], url: URL): AuditEntry[] | string {
  const q = url.searchParams;
  const from = q.get('from');
  const to = q.get('to');
  if ((from && !DATE.test(from)) || (to && !DATE.test(to))) return 'from and to must be dates (yyyy-mm-dd)';
  const actor = q.get('actor_id');
  const kind = q.get('kind');
  const entity = q.get('entity');
  return list
    .filter(
      (e) =>
        (!actor || String(e.actor_id) === actor || String(e.on_behalf_of_id ?? '') === actor) &&
        (!from || e.at.slice(0, 10) >= from.slice(0, 10)) &&
        (!to || e.at.slice(0, 10) <= to.slice(0, 10)) &&
        (!kind || e.kind === kind) &&
        (!entity || e.entity === entity || e.changes.some((c) => c.entity === entity)),
    )
    .reverse();
}

function paged(decl: CallDecl, list: AuditEntry[] | string, request: Request, url: URL): Response {
  if (typeof list === 'string') return fail(422, list);
  const { page, pageSize } = listParams(parseSearch(url));
  return answer(
    decl,
    pageOf(list, page, pageSize).map((e) => forReader(e, request)),
    { total: list.length },
  );
}

/** Whether a change sets or clears a reference to the record (a permission granted to a role). */
const names = (entity: string, id: string) => (c: AuditEntry['changes'][number]) => {
  const field = schemaOf(c.entity)?.fields.find((f) => f.source === c.field);
  return (
    field?.type === 'reference' &&
    field.reference?.entity === entity &&
    (String(c.before) === id || String(c.after) === id)
  );
};

/**
 * 403 for a record outside the token's scope (an external-studies account and an internal
 * study): its history, signatures included, is read under the record's own rules.
 */
const outsideOf = (entity: string, id: string, request: Request): Response | undefined => {
  const row = find(entity, id);
  return row ? outsideScope(schemaOf(entity), request, row) : undefined;
};

/** The whole record as an entry that removed or made it recorded it; a field change holds too little. */
const recordedOf = (entry: AuditEntry, entity: string, id: string) => {
  const group = groupByRow(entry.changes).find((g) => g.entity === entity && g.id === id);
  if (group?.made === 'removed') return recordedRow(group);
  if (group?.made === 'created')
    return Object.fromEntries(group.changes.map((c) => [c.field, c.after ?? null]));
  return undefined;
};

/** An entry about the record: written to it, to a row of it, or to a row that names it. */
const about = (entity: string, id: string) => (e: AuditEntry) =>
  (e.entity === entity && e.record_id === id) ||
  e.changes.some((c) => (c.entity === entity && c.record_id === id) || names(entity, id)(c));

export const auditHandlers: RequestHandler[] = [
  declared(auditCalls.verify, async () => answer(auditCalls.verify, await verifyChain())),
  declared(auditCalls.search, ({ request }) => {
    const url = new URL(request.url);
    return paged(auditCalls.search, filtered(auditEntries(), url), request, url);
  }),
  declared(auditCalls.recordHistory, ({ request, params }) => {
    const entity = entityNamed(String(params.entity));
    if (!entity) return fail(404, 'No such entity');
    const outside = outsideOf(entity, String(params.id), request);
    if (outside) return outside;
    const url = new URL(request.url);
    const mine = auditEntries().filter(about(entity, String(params.id)));
    return paged(auditCalls.recordHistory, filtered(mine, url), request, url);
  }),
  declared(auditCalls.revert, async ({ request, params }) => {
    const entity = entityNamed(String(params.entity));
    const id = String(params.id);
    const outside = entity ? outsideOf(entity, id, request) : undefined;
    if (outside) return outside;
    const data = await readData(request);
    const entry = auditEntries().find((e) => String(e.id) === String(data.entry_id));
    if (!entity || !entry || !about(entity, id)(entry)) return fail(404, 'No such change on this record');
    // A record deleted since has no row to judge the scope by: the values the entry recorded do.
    const recorded = find(entity, id) ? undefined : recordedOf(entry, entity, id);
    const gone = recorded ? outsideScope(schemaOf(entity), request, recorded) : undefined;
    if (gone) return gone;
    if (!reasonOf(request)) return fail(422, 'A reason is required to revert a change.');
    const only = Array.isArray(data.fields)
      ? data.fields.filter((f): f is string => typeof f === 'string')
      : undefined;
    noteOnWrite({ kind: 'revert' });
    const outcome = revertEntry(entry, only, request);
    if (outcome.reverted.length === 0)
      return fail(
        409,
        'Nothing was reverted: ' + outcome.skipped.map((s) => `${s.field} (${s.why})`).join(', '),
      );
    return answer(auditCalls.revert, { entry: null, ...outcome });
  }),
];
