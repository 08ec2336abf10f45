import type { Identifier } from 'react-admin';
import { callApi } from '@/contract';
import { queryKeys, versionTag } from '@/data';
import * as calls from './contract';
import type {
  CallEntry,
  CustomProperty,
  DocumentContent,
  DocumentEntry,
  DocumentType,
  Enrolment,
  Named,
  NewCall,
  UserRecord,
  UserSummary,
} from './types';

// The users area's calls that are not generic CRUD (spec §7), each through its declaration in
// contract.ts. The list's read is in list-api.ts, which loads at start-up.

export { getUsersList } from './list-api';

/** `GET /users/{id}/custom-properties`: a user's custom property values. */
export function getUserCustomProperties(userId: Identifier): Promise<CustomProperty[]> {
  return callApi(calls.customProperties, { path: { id: userId } });
}

// The user page's calls (docs/backend.md, "Participants").

export const userKeys = {
  user: (id: Identifier) => queryKeys('users').custom('admin-user', String(id)),
  summary: (id: Identifier) => queryKeys('users').custom('summary', String(id)),
  enrolments: (id: Identifier) => queryKeys('enrollments').custom('of-user', String(id)),
  customProperties: (id: Identifier) => queryKeys('users').custom('custom-properties', String(id)),
  calls: (id: Identifier) => queryKeys('call-logs').custom('of-user', String(id)),
  call: (id: Identifier) => queryKeys('call-logs').custom('call', String(id)),
  callStatuses: () => queryKeys('call-statuses').custom('all'),
  callTypes: () => queryKeys('call-types').custom('all'),
  documents: (id: Identifier) => queryKeys('documents').custom('of-user', String(id)),
  document: (id: Identifier) => queryKeys('documents').custom('document', String(id)),
  documentContent: (id: Identifier) => queryKeys('documents').custom('content', String(id)),
  documentTypes: () => queryKeys('document-types').custom('all'),
};

const LOOKUP = { page_size: 100, sort: 'label', order: 'asc' };

export const getUser = (id: Identifier): Promise<UserRecord> => callApi(calls.user, { path: { id } });
export const getUserSummary = (id: Identifier): Promise<UserSummary> =>
  callApi(calls.summary, { path: { id } });
export const getUserEnrolments = (id: Identifier): Promise<Enrolment[]> =>
  callApi(calls.enrolments, { path: { id } });
export const getUserCalls = (id: Identifier): Promise<CallEntry[]> =>
  callApi(calls.userCalls, { path: { id } });
export const getCall = (id: Identifier): Promise<CallEntry> => callApi(calls.call, { path: { id } });
export const getCallStatuses = (): Promise<Named[]> => callApi(calls.callStatuses);
export const getCallTypes = (): Promise<Named[]> => callApi(calls.callTypes, { params: LOOKUP });
export const getUserDocuments = (id: Identifier): Promise<DocumentEntry[]> =>
  callApi(calls.userDocuments, { path: { id } });
export const getDocument = (id: Identifier): Promise<DocumentEntry> =>
  callApi(calls.document, { path: { id } });
export const getDocumentContent = (id: Identifier): Promise<DocumentContent> =>
  callApi(calls.documentBytes, { path: { id } });
export const getDocumentTypes = (): Promise<DocumentType[]> =>
  callApi(calls.documentTypes, { params: LOOKUP });

/** `PUT /users/{id}`: only the changed fields, against the version the form read. */
export function saveUser(user: UserRecord, changes: Partial<UserRecord>): Promise<UserRecord> {
  const tag = versionTag(user);
  return callApi(calls.saveUser, {
    path: { id: user.id },
    data: changes,
    headers: tag ? { 'If-Match': tag } : {},
    skipErrorHandling: true,
  });
}

export function saveCustomProperties(
  id: Identifier,
  properties: Record<string, CustomProperty['value']>,
): Promise<CustomProperty[]> {
  return callApi(calls.saveCustomProperties, { path: { id }, data: { properties } });
}

export async function sendPasswordReset(id: Identifier): Promise<void> {
  await callApi(calls.passwordReset, { path: { id }, data: {} });
}

export function logCall(userId: Identifier, call: NewCall): Promise<CallEntry> {
  return callApi(calls.logCall, { path: { id: userId }, data: call, skipErrorHandling: true });
}

/** `PUT /admin/calls/{id}` (spec §7) with the new status only. */
export async function changeCallStatus(id: Identifier, statusId: number): Promise<void> {
  await callApi(calls.changeCallStatus, { path: { id }, data: { status_id: statusId } });
}

/** The file's bytes as base64, read in the browser (FileReader works in every environment). */
function readBase64(file: File): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result).replace(/^data:[^,]*,/, ''));
    reader.onerror = () => reject(reader.error ?? new Error('The file could not be read'));
    reader.readAsDataURL(file);
  });
}

export interface UploadOptions {
  /** Bytes of the file sent so far, of the file's size. */
  readonly onProgress?: (sent: number, total: number) => void;
  /** Aborting it stops the transfer; the server stores nothing of a body it did not receive. */
  readonly signal?: AbortSignal;
}

/** `POST /admin/users/{id}/documents`: the file (base64), its name, kind and document type. */
export async function uploadDocument(
  userId: Identifier,
  file: File,
  typeId: number,
  { onProgress, signal }: UploadOptions = {},
): Promise<DocumentEntry> {
  const content = await readBase64(file);
  return callApi(calls.uploadDocument, {
    path: { id: userId },
    data: {
      document_type_id: typeId,
      file_name: file.name,
      content_type: file.type,
      size_bytes: file.size,
      content_base64: content,
    },
    signal,
    // The body is the file in base64 inside JSON, about a third larger than the file: the share
    // sent is told as that share of the file's own size, the size the person chose.
    onProgress:
      onProgress &&
      ((sent, total) => onProgress(Math.round((total > 0 ? sent / total : 0) * file.size), file.size)),
    skipErrorHandling: true,
  });
}

export function reviewDocument(
  id: Identifier,
  decision: 'approve' | 'reject',
  reason: string,
): Promise<DocumentEntry> {
  return callApi(calls.reviewDocument, { path: { id }, data: { decision, reason } });
}

// Choices only: an account that may not read roles or partners gets an empty list, not a toast.
const CHOICES = { params: { page_size: 100, sort: 'name', order: 'asc' }, skipErrorHandling: true };
export const getRoles = (): Promise<Named[]> => callApi(calls.roles, CHOICES);
export const getPartners = (): Promise<Named[]> => callApi(calls.partners, CHOICES);

/** `POST /admin/users` (a participant) or `POST /admin/admin-users` (a staff member), spec §7. */
export function createUser(
  kind: 'participant' | 'staff',
  body: Record<string, unknown>,
): Promise<UserRecord> {
  return callApi(kind === 'staff' ? calls.createStaff : calls.createParticipant, {
    data: body,
    skipErrorHandling: true,
  });
}
