import { defineCall } from '@/contract';
import { z } from '@/lib/zod';
import {
  callEntry,
  customProperty,
  documentContent,
  documentEntry,
  enrolment,
  named,
  userRecord,
  userSummary,
} from './answers';

// A user's page: the record, its summary, enrolments, calls and documents (docs/backend.md,
// "Participants"). The spec names the record read, the custom properties, the creations and the
// call statuses and status change; the others are the console's own.

const readUsers = { entity: 'users', action: 'read' } as const;
const writeUsers = { entity: 'users', action: 'write' } as const;
const USER = { id: 1 };
const tabFails = (tab: string, still: string) =>
  `The ${tab} tab shows its load failure with a retry; ${still}`;

export const user = defineCall({
  id: 'users:admin.one',
  method: 'GET',
  path: '/admin/users/{id}',
  kind: 'spec',
  access: readUsers,
  summary: 'A participant or staff member, with a staff member’s permission names',
  response: userRecord,
  probe: { path: USER },
});

export const summary = defineCall({
  id: 'users:summary',
  method: 'GET',
  path: '/admin/users/{id}/summary',
  kind: 'extension',
  access: readUsers,
  summary: 'What is waiting on staff: enrolments, the last call, documents to review, open orders',
  response: userSummary,
  degrade: tabFails('Overview', 'the quick actions and the other tabs work.'),
  probe: { path: USER },
});

export const enrolments = defineCall({
  id: 'users:enrolments',
  method: 'GET',
  path: '/admin/users/{id}/enrolments',
  kind: 'extension',
  access: readUsers,
  summary: 'The user’s enrolments with their study, what was answered and the patient record',
  response: z.array(enrolment),
  degrade: tabFails('Studies', 'the other tabs work.'),
  probe: { path: USER },
});

export const customProperties = defineCall({
  id: 'users:custom-properties',
  method: 'GET',
  path: '/users/{id}/custom-properties',
  kind: 'spec',
  access: readUsers,
  summary: 'The user’s custom property values',
  response: z.array(customProperty),
  probe: { path: USER },
});

export const saveCustomProperties = defineCall({
  id: 'users:custom-properties.save',
  method: 'PUT',
  path: '/users/{id}/custom-properties',
  kind: 'extension',
  access: writeUsers,
  summary:
    'Sets custom property values by name, each of its property type (number, boolean, date YYYY-MM-DD, ' +
    'a choice among its options, text); null clears one. An unknown name or a value of the wrong type is ' +
    'refused with 422 naming it. Answers every value',
  body: z.object({ properties: z.record(z.string(), z.unknown()) }),
  response: z.array(customProperty),
  degrade: 'Saving the custom properties shows the server’s refusal; the typed values stay.',
});

export const passwordReset = defineCall({
  id: 'users:password-reset',
  method: 'POST',
  path: '/admin/users/{id}/password-reset',
  kind: 'extension',
  access: writeUsers,
  summary: 'Emails the user a password-reset link (202)',
  body: z.looseObject({}),
  response: z.unknown(),
  degrade: 'The Security tab shows the server’s refusal; no email goes out.',
});

export const userCalls = defineCall({
  id: 'users:calls',
  method: 'GET',
  path: '/admin/users/{id}/calls',
  kind: 'extension',
  access: readUsers,
  summary: 'The user’s call log, newest first',
  response: z.array(callEntry),
  degrade: tabFails('Calls', 'a call can still be logged.'),
  probe: { path: USER },
});

export const logCall = defineCall({
  id: 'users:calls.log',
  method: 'POST',
  path: '/admin/users/{id}/calls',
  kind: 'extension',
  access: writeUsers,
  summary: 'Logs a call (type, status, notes, follow-up date); 422 names the wrong fields',
  body: z.object({
    type_id: z.number(),
    status_id: z.number(),
    notes: z.string(),
    follow_up_on: z.nullable(z.string()),
  }),
  response: callEntry,
  degrade: 'Log a call shows the server’s refusal and keeps what was typed.',
});

export const call = defineCall({
  id: 'calls.one',
  method: 'GET',
  path: '/admin/calls/{id}',
  kind: 'extension',
  access: { entity: 'call-logs', action: 'read' },
  summary: 'One call, with its labels and caller resolved',
  response: callEntry,
  degrade: 'The call’s own page shows its load failure with a retry; the Calls tab still lists it.',
  probe: { path: { id: 1 } },
});

export const changeCallStatus = defineCall({
  id: 'calls.status.change',
  method: 'PUT',
  path: '/admin/calls/{id}',
  kind: 'spec',
  access: { entity: 'call-logs', action: 'write' },
  summary: 'Changes a call’s status',
  body: z.object({ status_id: z.number() }),
  // The console reads nothing of the answer beyond its success.
  response: z.unknown(),
});

export const callStatuses = defineCall({
  id: 'calls.statuses',
  method: 'GET',
  path: '/admin/calls/statuses',
  kind: 'spec',
  access: { entity: 'call-statuses', action: 'read' },
  summary: 'Every call status',
  response: z.array(named),
  probe: {},
});

export const userDocuments = defineCall({
  id: 'users:documents',
  method: 'GET',
  path: '/admin/users/{id}/documents',
  kind: 'extension',
  access: readUsers,
  summary: 'The user’s documents, newest first',
  response: z.array(documentEntry),
  degrade: tabFails('Documents', 'uploading still works.'),
  probe: { path: USER },
});

export const uploadDocument = defineCall({
  id: 'users:documents.upload',
  method: 'POST',
  path: '/admin/users/{id}/documents',
  kind: 'extension',
  access: writeUsers,
  summary: 'Stores a file (base64) as a document of the given type; 422 names what is wrong',
  body: z.object({
    document_type_id: z.number(),
    file_name: z.string(),
    content_type: z.string(),
    size_bytes: z.number(),
    content_base64: z.string(),
  }),
  response: documentEntry,
  degrade: 'The upload zone shows the server’s refusal; nothing is stored.',
});

export const document = defineCall({
  id: 'documents.one.admin',
  method: 'GET',
  path: '/admin/documents/{id}',
  kind: 'extension',
  access: { entity: 'documents', action: 'read' },
  summary: 'One document, with its type and review resolved',
  response: documentEntry,
  degrade: 'The document’s page shows its load failure with a retry; the Documents tab still lists it.',
  probe: { path: { id: 1 } },
});

export const documentBytes = defineCall({
  id: 'documents.content',
  method: 'GET',
  path: '/admin/documents/{id}/content',
  kind: 'extension',
  access: { entity: 'documents', action: 'read' },
  summary: 'A document’s file, base64, with its content type',
  response: documentContent,
  degrade: 'The document’s page shows its details without a preview or download.',
  probe: { path: { id: 1 } },
});

export const reviewDocument = defineCall({
  id: 'documents.review',
  method: 'POST',
  path: '/admin/documents/{id}/review',
  kind: 'extension',
  access: { entity: 'documents', action: 'write' },
  summary: 'Approves, or rejects with a reason, a document awaiting review (409 once reviewed)',
  body: z.object({ decision: z.enum(['approve', 'reject']), reason: z.string() }),
  response: documentEntry,
  degrade: 'The review buttons show the server’s refusal; the document stays pending.',
});

const newUser = z.record(z.string(), z.unknown());

export const createParticipant = defineCall({
  id: 'users:admin.create',
  method: 'POST',
  path: '/admin/users',
  kind: 'spec',
  access: writeUsers,
  summary: 'Creates a participant',
  body: newUser,
  response: userRecord,
});

export const createStaff = defineCall({
  id: 'users:admin-users.create',
  method: 'POST',
  path: '/admin/admin-users',
  kind: 'spec',
  access: writeUsers,
  summary: 'Creates a staff member with roles, partner and permissions the creator holds (403 otherwise)',
  body: newUser,
  response: userRecord,
});
