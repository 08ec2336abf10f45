import { http } from 'msw';
import { find, insert, patch, rows } from '@/mocks/db';
import { accountByEmail } from '@/mocks/lib/accounts';
import { checkOf, refusedOn } from '@/mocks/lib/access';
import { staleWrite } from '@/mocks/lib/entity-ops';
import { fail, nextUpdatedAt, notFound, ok, readData, str, type Row } from '@/mocks/lib/respond';
import { identify } from '@/mocks/lib/tokens';
import { PERM } from '@/auth/permission-names';
import { prepareSites } from './mock-data';

const MAX_PAGE = 100;

const label = (entity: string, id: unknown) =>
  id == null ? null : str(find(entity, String(id))?.label) || null;

function referralOf(patient: Row, studyTitles: boolean): Row {
  const studySite = find('study-sites', String(patient.study_site_id));
  const study = studyTitles && studySite ? find('studies', String(studySite.study_id)) : undefined;
  return {
    id: patient.id,
    subject_id: patient.subject_id,
    name: patient.name,
    study_site_id: patient.study_site_id,
    study_site_code: str(studySite?.code),
    ...(study ? { study_title: study.title } : {}),
    status_id: patient.status_id ?? null,
    status_label: label('patient-statuses', patient.status_id),
    admin_status_id: patient.admin_status_id ?? null,
    admin_status_label: label('patient-admin-statuses', patient.admin_status_id),
    referred_at: patient.created_at ?? null,
    updated_at: patient.updated_at,
  };
}

function logEntry(log: Row): Row {
  return {
    id: log.id,
    admin_status_id: log.admin_status_id,
    admin_status_label: label('patient-admin-statuses', log.admin_status_id) ?? '',
    note: str(log.note),
    changed_by_name:
      log.changed_by == null ? null : str(find('users', String(log.changed_by))?.fullname) || null,
    created_at: log.created_at,
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

  http.get('*/api/admin/sites/:id/referrals', ({ request, params }) => {
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
    return ok(shown, { meta: { total: matched.length } });
  }),

  http.get('*/api/admin/patients/:id/admin-status-logs', ({ request, params }) => {
    const denied = refusedOn('admin-status-logs', request, 'list');
    if (denied) return denied;
    if (!find('patients', String(params.id))) return notFound('Patient');
    const logs = rows('admin-status-logs')
      .filter((l) => String(l.patient_id) === String(params.id))
      .sort((a, b) => str(b.created_at).localeCompare(str(a.created_at)) || Number(b.id) - Number(a.id));
    return ok(logs.map(logEntry));
  }),

  http.post('*/api/admin/patients/:id/admin-status', async ({ request, params }) => {
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
    return ok({ referral: referralOf(updated, studyTitles), log: logEntry(log) });
  }),
];
