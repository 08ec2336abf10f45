import { http } from 'msw';
import type { z } from '@/lib/zod';
import { find, insert, patch, rows } from '@/mocks/db';
import { accountByEmail } from '@/mocks/lib/accounts';
import { checkOf, refusedOn } from '@/mocks/lib/access';
import { staleWrite } from '@/mocks/lib/entity-ops';
import { fail, nextUpdatedAt, notFound, readData, str, type Row } from '@/mocks/lib/respond';
import { identify } from '@/mocks/lib/tokens';
import {
  answer,
  asId,
  asOptionalId as optId,
  asOptionalText as optText,
  declared,
} from '@/mocks/lib/declared';
import { PERM } from '@/auth/permission-names';
import { prepareSites } from './data';
import type { adminStatusLogEntry, referralAnswer } from '../contract';
import { adminStatusLog, changeAdminStatus, referrals } from '../contract';

const MAX_PAGE = 100;

const label = (entity: string, id: unknown) =>
  id == null ? null : str(find(entity, String(id))?.label) || null;

function referralOf(patient: Row, studyTitles: boolean): z.input<typeof referralAnswer> {
  const studySite = find('study-sites', String(patient.study_site_id));
  const study = studyTitles && studySite ? find('studies', String(studySite.study_id)) : undefined;
  return {
    id: asId(patient.id),
    subject_id: optText(patient.subject_id),
    name: optText(patient.name),
    study_site_id: optId(patient.study_site_id),
    study_site_code: str(studySite?.code),
    ...(study ? { study_title: optText(study.title) } : {}),
    status_id: optId(patient.status_id),
    status_label: label('patient-statuses', patient.status_id),
    admin_status_id: optId(patient.admin_status_id),
    admin_status_label: label('patient-admin-statuses', patient.admin_status_id),
    referred_at: optText(patient.created_at),
    updated_at: optText(patient.updated_at),
  };
}

function logEntry(log: Row): z.input<typeof adminStatusLogEntry> {
  return {
    id: asId(log.id),
    admin_status_id: optId(log.admin_status_id),
    admin_status_label: label('patient-admin-statuses', log.admin_status_id) ?? '',
    note: str(log.note),
    changed_by_name:
      log.changed_by == null ? null : str(find('users', String(log.changed_by))?.fullname) || null,
    created_at: optText(log.created_at),
  };
}

const matchesText = (q: string) => (p: Row) =>
  !q || [p.subject_id, p.site_patient_id].some((v) => str(v).toLowerCase().includes(q));
const byId = (field: string, value: string | null) => (p: Row) => !value || String(p[field]) === value;

/** The sites area's calls (docs/backend.md, "Sites"). */
export const handlers = [
  // Realistic statuses, studies and histories before any read of them, however it is made.
  http.all(/\/api\/.*(sites|patient|admin-status)/, () => {
    prepareSites();
  }),

  declared(referrals, ({ request, params }) => {
    const denied = refusedOn('patients', request, 'list');
    if (denied) return denied;
    if (!find('sites', String(params.id))) return notFound('Site');
    const q = new URL(request.url).searchParams;
    const studySites = new Set(
      rows('study-sites')
        .filter((s) => String(s.site_id) === String(params.id))
        .map((s) => String(s.id)),
    );
    const text = str(q.get('q')).trim().toLowerCase();
    const matched = rows('patients')
      .filter((p) => studySites.has(String(p.study_site_id)))
      .filter(byId('status_id', q.get('status_id')))
      .filter(byId('admin_status_id', q.get('admin_status_id')))
      .filter(matchesText(text))
      .sort((a, b) => str(b.created_at).localeCompare(str(a.created_at)));
    const size = Math.min(MAX_PAGE, Math.max(1, Number(q.get('page_size')) || 25));
    const page = Math.max(1, Number(q.get('page')) || 1);
    const studyTitles = checkOf(request)([PERM.studies, PERM.externalStudies]);
    const shown = matched.slice((page - 1) * size, page * size).map((p) => referralOf(p, studyTitles));
    return answer(referrals, shown, { total: matched.length });
  }),

  declared(adminStatusLog, ({ request, params }) => {
    const denied = refusedOn('admin-status-logs', request, 'list');
    if (denied) return denied;
    if (!find('patients', String(params.id))) return notFound('Patient');
    const logs = rows('admin-status-logs')
      .filter((l) => String(l.patient_id) === String(params.id))
      .sort((a, b) => str(b.created_at).localeCompare(str(a.created_at)) || Number(b.id) - Number(a.id));
    return answer(adminStatusLog, logs.map(logEntry));
  }),

  declared(changeAdminStatus, async ({ request, params }) => {
    const denied =
      refusedOn('patients', request, 'edit') ?? refusedOn('admin-status-logs', request, 'create');
    if (denied) return denied;
    const patient = find('patients', String(params.id));
    if (!patient) return notFound('Patient');
    const stale = staleWrite('patients', patient, request.headers.get('If-Match'));
    if (stale) return stale;
    const { admin_status_id, note } = await readData(request);
    const errors: Record<string, string> = {};
    if (admin_status_id == null || !find('patient-admin-statuses', String(admin_status_id)))
      errors.admin_status_id = 'is a required field';
    if (str(note).trim() === '') errors.note = 'is a required field';
    if (Object.keys(errors).length > 0) return fail(422, '422 Unprocessable Entity', errors);
    const who = identify(request);
    const by = who.state === 'valid' ? accountByEmail(who.claims.user_email)?.id : undefined;
    const updated = patch('patients', patient, {
      admin_status_id: Number(admin_status_id),
      updated_at: nextUpdatedAt(patient.updated_at),
    });
    const log = insert('admin-status-logs', {
      patient_id: patient.id,
      admin_status_id: Number(admin_status_id),
      changed_by: by ?? null,
      note: str(note).trim(),
      created_at: str(updated.updated_at),
    });
    const studyTitles = checkOf(request)([PERM.studies, PERM.externalStudies]);
    return answer(changeAdminStatus, { referral: referralOf(updated, studyTitles), log: logEntry(log) });
  }),
];
