import type { GetListParams, GetListResult, Identifier } from 'react-admin';
import {
  pathSegment,
  queryKeys,
  quietOptions,
  sortParams,
  splitFilter,
  stableKey,
  versionTag,
  type ServerRecord,
} from '@/data';
import { request } from '@/http';
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

// The users area's calls that are not generic CRUD (spec §7).

/** How long a count stays good for other pages (or page sizes) of the same search. */
const COUNT_REUSE_MS = 60_000;
let lastCount: { key: string; page: string; count: number; at: number } | null = null;

function countOf(
  query: Record<string, unknown>,
  search_terms: string,
  page: string,
  quiet: ReturnType<typeof quietOptions>,
): Promise<number> {
  const key = stableKey({ query, search_terms });
  const known = lastCount;
  // Another page or page size of the same search: the total is the same. The same page asked
  // again (a refresh, a return after a change) counts again.
  if (known?.key === key && known.page !== page && Date.now() - known.at < COUNT_REUSE_MS) {
    lastCount = { ...known, page };
    return Promise.resolve(known.count);
  }
  return request<{ count: number }>('/users/filter/count', {
    method: 'POST',
    data: { query, search_terms },
    ...quiet,
  }).then(({ data }) => {
    lastCount = { key, page, count: data.count, at: Date.now() };
    return data.count;
  });
}

/**
 * The users list is a search, not a plain read (spec §7): rows from `POST /users/filter` and the
 * total from `POST /users/filter/count`, fetched in parallel. Moving to another page or page size
 * of the same search reuses the total it already has.
 */
export async function getUsersList(params: GetListParams): Promise<GetListResult> {
  const { search, filters } = splitFilter(params.filter);
  const query = { ...filters, ...sortParams(params.sort) };
  const search_terms = search ?? '';
  const { page = 1, perPage = 25 } = params.pagination ?? {};
  // A read ahead of the screen (QUIET_READ) fails without a toast; the screen's own read shows it.
  const quiet = quietOptions(params.meta);
  const [rows, total] = await Promise.all([
    request<ServerRecord[]>('/users/filter', {
      method: 'POST',
      data: { query, page, page_size: perPage, search_terms },
      ...quiet,
    }),
    // The count also gets the search terms, or a searched list would show the unsearched total.
    countOf(query, search_terms, `${page}/${perPage}`, quiet),
  ]);
  return { data: rows.data, total };
}

/** `GET /users/{id}/custom-properties`: a user's custom property values. */
export async function getUserCustomProperties(userId: Identifier): Promise<ServerRecord[]> {
  const res = await request<ServerRecord[]>(`/users/${pathSegment(userId)}/custom-properties`);
  return res.data;
}

// The user page's calls (src/data/API.md, "Participants").

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

const get = async <T>(path: string, params?: Record<string, unknown>) =>
  (await request<T>(path, { params })).data;

export const getUser = (id: Identifier) => get<UserRecord>(`/admin/users/${pathSegment(id)}`);
export const getUserSummary = (id: Identifier) => get<UserSummary>(`/admin/users/${pathSegment(id)}/summary`);
export const getUserEnrolments = (id: Identifier) =>
  get<Enrolment[]>(`/admin/users/${pathSegment(id)}/enrolments`);
export const getUserCalls = (id: Identifier) => get<CallEntry[]>(`/admin/users/${pathSegment(id)}/calls`);
export const getCall = (id: Identifier) => get<CallEntry>(`/admin/calls/${pathSegment(id)}`);
export const getCallStatuses = () => get<Named[]>('/admin/calls/statuses');
export const getCallTypes = () =>
  get<Named[]>('/call-types', { page_size: 100, sort: 'label', order: 'asc' });
export const getUserDocuments = (id: Identifier) =>
  get<DocumentEntry[]>(`/admin/users/${pathSegment(id)}/documents`);
export const getDocument = (id: Identifier) => get<DocumentEntry>(`/admin/documents/${pathSegment(id)}`);
export const getDocumentContent = (id: Identifier) =>
  get<DocumentContent>(`/admin/documents/${pathSegment(id)}/content`);
export const getDocumentTypes = () =>
  get<DocumentType[]>('/document-types', { page_size: 100, sort: 'label', order: 'asc' });

/** `PUT /users/{id}`: only the changed fields, against the version the form read. */
export async function saveUser(user: UserRecord, changes: Partial<UserRecord>): Promise<UserRecord> {
  const tag = versionTag(user as unknown as Record<string, unknown>);
  const res = await request<UserRecord>(`/users/${pathSegment(user.id)}`, {
    method: 'PUT',
    data: changes,
    headers: tag ? { 'If-Match': tag } : {},
    skipErrorHandling: true,
  });
  return res.data;
}

export async function saveCustomProperties(
  id: Identifier,
  properties: Record<string, CustomProperty['value']>,
): Promise<CustomProperty[]> {
  const res = await request<CustomProperty[]>(`/users/${pathSegment(id)}/custom-properties`, {
    method: 'PUT',
    data: { properties },
  });
  return res.data;
}

export async function sendPasswordReset(id: Identifier): Promise<void> {
  await request(`/admin/users/${pathSegment(id)}/password-reset`, { method: 'POST', data: {} });
}

export async function logCall(userId: Identifier, call: NewCall): Promise<CallEntry> {
  const res = await request<CallEntry>(`/admin/users/${pathSegment(userId)}/calls`, {
    method: 'POST',
    data: call,
    skipErrorHandling: true,
  });
  return res.data;
}

/** `PUT /admin/calls/{id}` (spec §7) with the new status only. */
export async function changeCallStatus(id: Identifier, statusId: number): Promise<void> {
  await request(`/admin/calls/${pathSegment(id)}`, { method: 'PUT', data: { status_id: statusId } });
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

/** `POST /admin/users/{id}/documents`: the file (base64), its name, kind and document type. */
export async function uploadDocument(userId: Identifier, file: File, typeId: number): Promise<DocumentEntry> {
  const res = await request<DocumentEntry>(`/admin/users/${pathSegment(userId)}/documents`, {
    method: 'POST',
    data: {
      document_type_id: typeId,
      file_name: file.name,
      content_type: file.type,
      size_bytes: file.size,
      content_base64: await readBase64(file),
    },
    skipErrorHandling: true,
  });
  return res.data;
}

export async function reviewDocument(
  id: Identifier,
  decision: 'approve' | 'reject',
  reason: string,
): Promise<DocumentEntry> {
  const res = await request<DocumentEntry>(`/admin/documents/${pathSegment(id)}/review`, {
    method: 'POST',
    data: { decision, reason },
  });
  return res.data;
}

// Choices only: an account that may not read roles or partners gets an empty list, not a toast.
const choices = async (path: string) =>
  (
    await request<Named[]>(path, {
      params: { page_size: 100, sort: 'name', order: 'asc' },
      skipErrorHandling: true,
    })
  ).data;
export const getRoles = () => choices('/roles');
export const getPartners = () => choices('/partners');

/** `POST /admin/users` (a participant) or `POST /admin/admin-users` (a staff member), spec §7. */
export async function createUser(
  kind: 'participant' | 'staff',
  body: Record<string, unknown>,
): Promise<UserRecord> {
  const res = await request<UserRecord>(kind === 'staff' ? '/admin/admin-users' : '/admin/users', {
    method: 'POST',
    data: body,
    skipErrorHandling: true,
  });
  return res.data;
}
