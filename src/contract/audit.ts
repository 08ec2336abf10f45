import { z } from '@/lib/zod';
import { defineCall } from './define';
import type { CallDecl } from './types';

// The audit trail (a console extension): the server writes one entry for every write it accepts,
// chained by hash, and the console only reads it. A log written by the browser could be skipped
// or forged by the browser, so the console never writes entries of its own.

const id = z.union([z.number(), z.string()]);

/** The reason a risky write carries: percent-encoded UTF-8 text, recorded on its entry. */
export const REASON_HEADER = 'Change-Reason';

/** A permission for the global Audit screen (the superuser holds it implicitly). */
export const AUDIT_PERMISSION = 'perm.audit.read';

export const auditChange = z.looseObject({
  entity: z.string(),
  record_id: z.nullish(z.string()),
  field: z.string(),
  before: z.optional(z.unknown()),
  after: z.optional(z.unknown()),
  /** The values are withheld: the reader may not read this entity. */
  redacted: z.optional(z.boolean()),
});

export const auditSignature = z.looseObject({
  signer_id: id,
  signer_name: z.string(),
  meaning: z.string(),
  signed_at: z.string(),
  /** SHA-256 of the content the signer reviewed. */
  content_hash: z.string(),
});

/**
 * An electronic signature sent with a publish: both credential components again, the meaning
 * the signer saw, and the hash of the draft they reviewed (the server refuses, 409, if the draft
 * no longer has it).
 */
export const signatureBody = z.object({
  email: z.string(),
  password: z.string(),
  meaning: z.string(),
  content_hash: z.string(),
});

/** What a signature on a publish means, as the signer reads it. */
export const RELEASE_MEANING = 'Approved for release to participants';

export const AUDIT_KINDS = [
  'create',
  'update',
  'delete',
  'publish',
  'revert',
  'action',
  'signing-refused',
] as const;

export const auditEntry = z.looseObject({
  id,
  at: z.string(),
  actor_id: id,
  actor_name: z.nullish(z.string()),
  /** While impersonating: the user whose session the staff member (the actor) used. */
  on_behalf_of_id: z.nullish(id),
  on_behalf_of_name: z.nullish(z.string()),
  /** `METHOD /declared/path`. */
  call: z.string(),
  kind: z.enum(AUDIT_KINDS),
  entity: z.nullish(z.string()),
  record_id: z.nullish(z.string()),
  changes: z.array(auditChange),
  reason: z.nullish(z.string()),
  signature: z.nullish(auditSignature),
  /** The version a publish made (a study's or flow's version number), so its page lists its signatures. */
  version: z.nullish(z.number()),
  prev_hash: z.string(),
  hash: z.string(),
});

const pageQuery = {
  page: z.optional(z.string()),
  page_size: z.optional(z.string()),
  actor_id: z.optional(z.string()),
  from: z.optional(z.string()),
  to: z.optional(z.string()),
};

const degrade = 'History panels and the Audit screen say this server keeps no audit trail.';

export const auditCalls = {
  recordHistory: defineCall({
    id: 'audit.record',
    method: 'GET',
    path: '/admin/audit/{entity}/{id}',
    kind: 'extension',
    access: { entityParam: 'entity', action: 'read' },
    summary:
      'The audit entries of one record, newest first: writes to it and to rows that name it; a record outside the reader’s scope is refused (403), and values of entities the reader may not read are withheld',
    query: z.looseObject({ ...pageQuery, kind: z.optional(z.string()) }),
    response: z.array(auditEntry),
    paged: true,
    degrade,
    probe: { path: { entity: 'sites', id: 1 } },
  }),
  search: defineCall({
    id: 'audit.search',
    method: 'GET',
    path: '/admin/audit',
    kind: 'extension',
    access: { anyOf: [AUDIT_PERMISSION] },
    summary: 'Every audit entry, newest first, by entity, person, date and kind of change',
    query: z.looseObject({ ...pageQuery, entity: z.optional(z.string()), kind: z.optional(z.string()) }),
    response: z.array(auditEntry),
    paged: true,
    degrade,
    probe: {},
  }),
  verify: defineCall({
    id: 'audit.verify',
    method: 'GET',
    path: '/admin/audit-chain',
    kind: 'extension',
    access: { anyOf: [AUDIT_PERMISSION] },
    summary: 'Recomputes the hash chain: whether every entry is as written, and the first that is not',
    response: z.looseObject({
      ok: z.boolean(),
      entries: z.number(),
      first_broken_id: z.nullish(id),
    }),
    degrade,
    probe: {},
  }),
  revert: defineCall({
    id: 'audit.revert',
    method: 'PUT',
    path: '/admin/audit/{entity}/{id}/revert',
    kind: 'extension',
    access: { entityParam: 'entity', action: 'write' },
    summary:
      'Undoes one entry (all, or the fields named) as a new write with its own reason: field changes are written back, a deleted record is restored with its id, a created one deleted; what changed again since, collides, is referred to or is not the reader’s to write is skipped and listed (a whole record as "record")',
    body: z.looseObject({ entry_id: id, fields: z.optional(z.array(z.string())) }),
    response: z.looseObject({
      entry: z.nullish(auditEntry),
      reverted: z.array(z.string()),
      skipped: z.array(z.looseObject({ field: z.string(), why: z.string() })),
    }),
    degrade: 'History offers no revert.',
  }),
} satisfies Record<string, CallDecl>;
