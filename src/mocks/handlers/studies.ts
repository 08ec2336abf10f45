import type { EntityAction } from '@/engine';
import { http } from 'msw';
import { find, patch, present, schemaOf } from '../db';
import { GENES } from '../db/catalogues';
import { LOCALES } from '../db/values';
import { outsideScope, refusedOn } from '../lib/access';
import { hash } from '../lib/rng';
import { fail, nextUpdatedAt, notFound, nowIso, ok } from '../lib/respond';
import { addDraft, studyAndVersions, type StudyVersion } from '../lib/study-versions';

const STUDIES = 'studies';
const localeName = (id: string) => LOCALES.find((l) => l.id === id)?.name ?? id;
const publish = (v: StudyVersion) => Object.assign(v, { status: 'published', published_at: nowIso() });

/** The study calls' permission check: reading or changing studies, and the study in the token's scope. */
function refusal(request: Request, id: unknown, action: EntityAction): Response | undefined {
  const denied = refusedOn(STUDIES, request, action);
  if (denied) return denied;
  const study = find(STUDIES, String(id));
  return study ? outsideScope(schemaOf(STUDIES), request, study) : undefined;
}

/** Spec §7 study calls: admin read, versions, locales per version, publish, unlock, genes. */
export const studyHandlers = [
  http.get('/api/admin/studies/:id', ({ request, params }) => {
    const denied = refusal(request, params.id, 'show');
    if (denied) return denied;
    const found = studyAndVersions(String(params.id));
    return found ? ok(present(STUDIES, found.study)) : notFound('Study');
  }),

  http.get('/api/admin/studies/:id/versions/latest', ({ request, params }) => {
    const denied = refusal(request, params.id, 'show');
    if (denied) return denied;
    const found = studyAndVersions(String(params.id));
    return found ? ok(found.list.at(-1) ?? null) : notFound('Study');
  }),

  http.post('/api/admin/studies/:id/versions/:v/publish', ({ request, params }) => {
    const denied = refusal(request, params.id, 'edit');
    if (denied) return denied;
    const found = studyAndVersions(String(params.id));
    const version = found?.list.find((v) => String(v.version) === String(params.v));
    if (!found || !version) return notFound('Study version');
    if (version.status === 'published')
      return fail(409, 'This version is already published.', { version: 'already published' });
    publish(version);
    patch(STUDIES, found.study, {
      published: nowIso(),
      is_published: true,
      version: version.version,
      updated_at: nextUpdatedAt(found.study.updated_at),
    });
    return ok(version);
  }),

  http.get('/api/admin/studies/:id/locales', ({ request, params }) => {
    const denied = refusal(request, params.id, 'show');
    if (denied) return denied;
    const found = studyAndVersions(String(params.id));
    const latest = found?.list.at(-1);
    return latest ? ok(latest.locales.map((id) => ({ id, name: localeName(id) }))) : notFound('Study');
  }),

  http.post('/api/admin/studies/:id/versions/:v/locales/:locale', ({ request, params }) => {
    const denied = refusal(request, params.id, 'edit');
    if (denied) return denied;
    const found = studyAndVersions(String(params.id));
    const version = found?.list.find((v) => String(v.version) === String(params.v));
    const locale = String(params.locale);
    if (!version) return notFound('Study version');
    if (!LOCALES.some((l) => l.id === locale))
      return fail(422, 'Unknown locale.', { locale: 'Unknown locale' });
    if (version.locales.includes(locale))
      return fail(409, 'This locale already exists.', { locale: 'already exists' });
    version.locales.push(locale);
    return ok(version, { status: 201 });
  }),

  http.delete('/api/admin/studies/:id/versions/:v/locales/:locale', ({ request, params }) => {
    const denied = refusal(request, params.id, 'edit');
    if (denied) return denied;
    const found = studyAndVersions(String(params.id));
    const version = found?.list.find((v) => String(v.version) === String(params.v));
    if (!version || !version.locales.includes(String(params.locale))) return notFound('Study locale');
    version.locales = version.locales.filter((l) => l !== String(params.locale));
    return ok(version);
  }),

  http.delete('/api/admin/studies/:id/versions/draft', ({ request, params }) => {
    const denied = refusal(request, params.id, 'edit');
    if (denied) return denied;
    const found = studyAndVersions(String(params.id));
    const draft = found?.list.at(-1);
    if (!found || draft?.status !== 'draft') return notFound('Draft version');
    found.list.pop();
    return ok(draft);
  }),

  // Publishes the draft, or a new version made from the study as it stands when there is none.
  http.post('/api/admin/studies/:id/publish', ({ request, params }) => {
    const denied = refusal(request, params.id, 'edit');
    if (denied) return denied;
    const found = studyAndVersions(String(params.id));
    if (!found) return notFound('Study');
    const last = found.list.at(-1);
    const version = publish(last?.status === 'draft' ? last : addDraft(found.study, found.list));
    const study = patch(STUDIES, found.study, {
      published: nowIso(),
      is_published: true,
      version: version.version,
      locked_by: null,
      updated_at: nextUpdatedAt(found.study.updated_at),
    });
    return ok(present(STUDIES, study));
  }),

  http.put('/api/admin/studies/:id/unlock', ({ request, params }) => {
    const denied = refusal(request, params.id, 'edit');
    if (denied) return denied;
    const found = studyAndVersions(String(params.id));
    if (!found) return notFound('Study');
    const changes = { locked_by: null, updated_at: nextUpdatedAt(found.study.updated_at) };
    return ok(present(STUDIES, patch(STUDIES, found.study, changes)));
  }),

  http.get('/api/admin/studies/:id/genes', ({ request, params }) => {
    const denied = refusal(request, params.id, 'show');
    if (denied) return denied;
    const found = studyAndVersions(String(params.id));
    if (!found) return notFound('Study');
    const seed = hash(`genes-${String(params.id)}`);
    const picked = GENES.filter((_, i) => (seed >> i) & 1).slice(0, 6);
    return ok(picked.map((name) => ({ id: GENES.indexOf(name) + 1, name, study_id: found.study.id })));
  }),
];
