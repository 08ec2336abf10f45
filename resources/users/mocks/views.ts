import { find, rows } from '@/mocks/db';
import { asId, asOptionalId, asOptionalNumber, asOptionalText } from '@/mocks/lib/declared';
import { str, type Row } from '@/mocks/lib/respond';
import type { z } from '@/lib/zod';
import type { callEntry, documentEntry, enrolment, userSummary } from '../answers';
import { fileOf, followUps, reviewNotes } from './side';

// Rows as the users area's calls answer them: labels resolved, side facts attached.

const labelOf = (entity: string, id: unknown) => (id == null ? '' : str(find(entity, String(id))?.label));
const nameOf = (id: unknown) => (id == null ? '' : str(find('users', String(id))?.fullname));

export function callView(call: Row): z.input<typeof callEntry> {
  return {
    id: asId(call.id),
    user_id: asOptionalId(call.user_id),
    called_at: asOptionalText(call.called_at),
    status_id: asOptionalId(call.status_id),
    status_label: labelOf('call-statuses', call.status_id),
    type_id: asOptionalId(call.type_id),
    type_label: labelOf('call-types', call.type_id),
    caller_name: nameOf(call.caller_id),
    duration_seconds: asOptionalNumber(call.duration_seconds),
    notes: str(call.notes),
    follow_up_on: followUps.get(String(call.id)) ?? null,
  };
}

export function documentView(doc: Row): z.input<typeof documentEntry> {
  const type = find('document-types', String(doc.document_type_id ?? ''));
  const file = fileOf(doc);
  return {
    id: asId(doc.id),
    user_id: asOptionalId(doc.user_id),
    file_name: str(doc.file_name),
    content_type: file.content_type,
    size_bytes: file.size,
    document_type_id: asOptionalId(doc.document_type_id),
    type_label: str(type?.label),
    requires_review: type?.requires_review === true,
    status: type?.requires_review === true ? (asOptionalText(doc.status) ?? 'pending_review') : null,
    review_note: reviewNotes.get(String(doc.id)) ?? null,
    reviewed_by_name: nameOf(doc.reviewed_by) || null,
    reviewed_at: asOptionalText(doc.reviewed_at),
    created_at: asOptionalText(doc.created_at),
  };
}

const newest = (field: string) => (a: Row, b: Row) => str(b[field]).localeCompare(str(a[field]));

export const callsOf = (uid: string) =>
  rows('call-logs')
    .filter((c) => String(c.user_id) === uid)
    .sort(newest('called_at'))
    .map(callView);

export const documentsOf = (uid: string) =>
  rows('documents')
    .filter((d) => String(d.user_id) === uid)
    .sort(newest('created_at'))
    .map(documentView);

/** Enrolments with their study, what was answered, and the patient record where there is one. */
export function enrolmentsOf(uid: string): z.input<typeof enrolment>[] {
  const patient = rows('patients').find((p) => String(p.user_id) === uid);
  return rows('enrollments')
    .filter((e) => String(e.user_id) === uid)
    .sort(newest('created_at'))
    .map((e, i) => ({
      id: asId(e.id),
      study_id: asOptionalId(e.study_id),
      study_title: str(find('studies', String(e.study_id))?.title),
      status: asOptionalText(e.status),
      enrolled_at: asOptionalText(e.enrolled_at),
      flows_answered:
        rows('responses').filter((r) => String(r.user_id) === uid).length || (Number(e.id) % 4) + 1,
      responses: ((Number(e.id) * 7) % 40) + 3,
      patient:
        i === 0 && patient
          ? {
              site_patient_id: str(patient.site_patient_id) || `P-${String(patient.id)}`,
              visits: (Number(patient.id) % 5) + 1,
              status: 'active',
            }
          : null,
    }));
}

const OPEN_ORDERS = ['requested', 'approved', 'placed', 'shipped'];

export function summaryOf(uid: string): z.input<typeof userSummary> {
  const calls = callsOf(uid);
  return {
    enrolments: enrolmentsOf(uid),
    last_call: calls[0] ?? null,
    documents_awaiting_review: documentsOf(uid).filter((d) => d.status === 'pending_review').length,
    orders_in_progress: rows('orders')
      .filter((o) => String(o.user_id) === uid && OPEN_ORDERS.includes(str(o.status)))
      .map((o) => ({
        id: asId(o.id),
        order_number: asOptionalText(o.order_number),
        status: asOptionalText(o.status),
      })),
  };
}
