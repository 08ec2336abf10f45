import { defineCall } from '@/contract';
import { z } from '@/lib/zod';

// The sites area's calls beyond generic CRUD (docs/backend.md, "Sites"). The spec names no site
// calls, so each is an extension; what the screens can do without a field is left optional.

const id = z.union([z.number(), z.string()]);
const text = z.nullish(z.string());

/** A participant referred to a site: a patient on one of the site's study sites. */
export const referralAnswer = z.looseObject({
  id,
  subject_id: text,
  name: text,
  study_site_id: z.nullish(id),
  study_site_code: text,
  /** Left out for a reader who may not read studies. */
  study_title: text,
  status_id: z.nullish(id),
  status_label: text,
  admin_status_id: z.nullish(id),
  admin_status_label: text,
  referred_at: text,
  /** The patient's version, sent back as `If-Match` with a change of admin status. */
  updated_at: text,
});

export const adminStatusLogEntry = z.looseObject({
  id,
  admin_status_id: z.nullish(id),
  admin_status_label: text,
  note: text,
  changed_by_name: text,
  created_at: text,
});

export const adminStatusChange = z.object({ admin_status_id: z.number(), note: z.string() });

export const referrals = defineCall({
  id: 'sites:referrals',
  method: 'GET',
  path: '/admin/sites/{id}/referrals',
  kind: 'extension',
  access: { entity: 'patients', action: 'read' },
  summary:
    'One page of the patients on the site’s study sites, newest referral first; `q` matches the subject or site patient id',
  query: z.looseObject({
    status_id: z.optional(z.string()),
    admin_status_id: z.optional(z.string()),
    q: z.optional(z.string()),
    page: z.optional(z.int()),
    page_size: z.optional(z.int()),
  }),
  response: z.array(referralAnswer),
  paged: true,
  degrade: 'The Referrals tab shows its load failure with a retry; the site’s details tab works as before.',
  probe: { path: { id: 1 }, query: { page: 1, page_size: 5 } },
});

export const adminStatusLog = defineCall({
  id: 'sites:admin-status-log',
  method: 'GET',
  path: '/admin/patients/{id}/admin-status-logs',
  kind: 'extension',
  access: { entity: 'admin-status-logs', action: 'read' },
  summary: 'Every admin status a referral has had, newest first',
  response: z.array(adminStatusLogEntry),
  degrade: 'The admin status dialog says the history could not be read; a change can still be made.',
  probe: { path: { id: 1 } },
});

export const changeAdminStatus = defineCall({
  id: 'sites:admin-status.change',
  method: 'POST',
  path: '/admin/patients/{id}/admin-status',
  kind: 'extension',
  // The server also checks that the user may create admin status logs.
  access: { entity: 'patients', action: 'write' },
  summary:
    'A new admin status and its log entry in one write, conditional on If-Match (409 with `current` when stale, 422 without a note)',
  body: adminStatusChange,
  response: z.looseObject({ referral: referralAnswer, log: z.nullish(adminStatusLogEntry) }),
  degrade:
    'The dialog shows the server’s refusal and keeps what was typed; the admin status stays as it was.',
});

export const calls = [referrals, adminStatusLog, changeAdminStatus];
