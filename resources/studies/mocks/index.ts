import { noteOnWrite } from '@/mocks/audit/recorder';
import { checkSignature } from '@/mocks/audit/signature';
import type { z } from '@/lib/zod';
import { once } from '@/mocks/lib/once';
import { answer, created, declared } from '@/mocks/lib/declared';
import { fail, notFound, nowIso, readData, str, type Row } from '@/mocks/lib/respond';
import { LOCALES } from '@/mocks/db/values';
import type { versionAnswer } from '../answers';
import * as call from '../contract';
import { contentHandlers } from './content';
import { guard, lockRefusal } from './guard';
import {
  detailOf,
  draftOf,
  latest,
  nameOf,
  present,
  record,
  startDraft,
  syncRow,
  versionHash,
} from './store';
import { geneHandlers } from './genes';
import { reportHandlers } from './report';
import { dropLocale, incompleteLocales, textsIn } from '../readiness';
import { PLAIN_FIELDS } from '../version-diff';
import type { StudyFields, VersionDetail } from '../types';

/** A version as listed: without what it holds. */
const summary = ({ fields: _f, content: _c, ...v }: VersionDetail): z.input<typeof versionAnswer> => v;
const localeName = (id: string) => LOCALES.find((l) => l.id === id)?.name ?? id;
const EDITABLE = [...PLAIN_FIELDS, 'descriptions', 'landing_title', 'landing_body', 'landing_cta'] as const;

function versionOf(list: VersionDetail[], v: unknown): VersionDetail | undefined {
  return list.find((x) => String(x.version) === String(v) || String(x.id) === String(v));
}

/** The study versions, check-out and locale calls (docs/backend.md, "Studies"). */
export const handlers = [
  declared(call.record, ({ request, params }) => {
    const g = guard(request, params.id, 'show');
    return 'refusal' in g ? g.refusal : answer(call.record, present(g.state));
  }),

  declared(call.versions, ({ request, params }) => {
    const g = guard(request, params.id, 'show');
    return 'refusal' in g ? g.refusal : answer(call.versions, [...g.state.versions].reverse().map(summary));
  }),

  declared(call.latest, ({ request, params }) => {
    const g = guard(request, params.id, 'show');
    if ('refusal' in g) return g.refusal;
    const lock = g.state.lock;
    return answer(call.latest, {
      ...summary(latest(g.state)),
      locked_by: lock?.id ?? null,
      locked_by_name: lock?.name ?? null,
    });
  }),

  declared(call.version, ({ request, params }) => {
    const g = guard(request, params.id, 'show');
    if ('refusal' in g) return g.refusal;
    const version = versionOf(g.state.versions, params.v);
    return version ? answer(call.version, detailOf(version)) : notFound('Study version');
  }),

  declared(call.events, ({ request, params }) => {
    const g = guard(request, params.id, 'show');
    return 'refusal' in g ? g.refusal : answer(call.events, g.state.events);
  }),

  // Starts or resumes the draft and takes the lock; the holder calling again renews it.
  declared(call.checkOut, ({ request, params }) => {
    const g = guard(request, params.id, 'edit');
    if ('refusal' in g) return g.refusal;
    const { state, caller } = g;
    const refused = lockRefusal(state, caller, false);
    if (refused) return refused;
    if (!state.lock) {
      startDraft(state);
      state.lock = { id: caller.id, name: nameOf(caller.id), at: nowIso() };
      record(state, { kind: 'checked-out', actor_id: caller.id, actor_name: state.lock.name });
      syncRow(state);
    }
    return answer(call.checkOut, present(state));
  }),

  declared(call.save, async ({ request, params }) => {
    const g = guard(request, params.id, 'edit');
    if ('refusal' in g) return g.refusal;
    const refused = lockRefusal(g.state, g.caller);
    if (refused) return refused;
    const draft = draftOf(g.state);
    if (!draft) return fail(409, 'There is no draft to save.', { locked_by_id: 'none' });
    const body = await readData(request);
    const next: Row = { ...draft.fields };
    for (const key of EDITABLE) if (key in body) next[key] = body[key];
    if (str(next.title).trim().length < 3)
      return fail(422, 'Invalid data', { title: 'must be at least 3 characters' });
    // The source locale must be one the draft is written in, or translators would have no source.
    if (!draft.locales.includes(str(next.primary_locale)))
      return fail(422, 'Invalid data', { primary_locale: "must be one of the draft's locales" });
    draft.fields = next as unknown as StudyFields;
    syncRow(g.state);
    return answer(call.save, present(g.state));
  }),

  declared(call.discardDraft, ({ request, params }) => {
    const g = guard(request, params.id, 'edit');
    if ('refusal' in g) return g.refusal;
    const refused = lockRefusal(g.state, g.caller, false);
    if (refused) return refused;
    if (!draftOf(g.state)) return notFound('Draft version');
    g.state.versions.pop();
    g.state.lock = null;
    record(g.state, { kind: 'discarded', actor_id: g.caller.id, actor_name: nameOf(g.caller.id) });
    syncRow(g.state);
    return answer(call.discardDraft, present(g.state));
  }),

  // The holder checks in; anyone else needs to be a superuser to break the lock.
  declared(call.unlock, ({ request, params }) => {
    const g = guard(request, params.id, 'edit');
    if ('refusal' in g) return g.refusal;
    const { state, caller } = g;
    const holder = state.lock;
    if (holder && String(holder.id) !== String(caller.id) && !caller.superuser) {
      return fail(403, `Only ${holder.name} or a superuser can unlock this study.`);
    }
    if (holder) record(state, { kind: 'unlocked', actor_id: caller.id, actor_name: nameOf(caller.id) });
    state.lock = null;
    syncRow(state);
    return answer(call.unlock, present(state));
  }),

  declared(call.publishVersion, async ({ request, params }) => {
    const g = guard(request, params.id, 'edit');
    if ('refusal' in g) return g.refusal;
    const { state, caller } = g;
    const version = versionOf(state.versions, params.v);
    if (!version) return notFound('Study version');
    if (version.status === 'published') return fail(409, 'This version is already published.');
    const refused = lockRefusal(state, caller);
    if (refused) return refused;
    const incomplete = incompleteLocales(version);
    const first = incomplete[0];
    if (first) {
      const n = first.gaps.length;
      return fail(
        422,
        `Locale ${first.locale} is incomplete: ${n} ${n === 1 ? 'text is' : 'texts are'} missing.`,
        {
          locale: incomplete.map((r) => r.locale).join(', '),
        },
      );
    }
    const body = await readData(request);
    const note = str(body.note).trim();
    if (note === '') return fail(422, 'A changelog note is required.', { note: 'is a required field' });
    const signature = await checkSignature(request, body, versionHash(version), {
      call: `${call.publishVersion.method} ${call.publishVersion.path}`,
      entity: 'studies',
      record_id: String(params.id),
    });
    if (signature instanceof Response) return signature;
    noteOnWrite({ kind: 'publish', signature, version: version.version });
    const name = nameOf(caller.id);
    Object.assign(version, { status: 'published', published_at: nowIso(), published_by: name, note });
    state.lock = null;
    record(state, {
      kind: 'published',
      actor_id: caller.id,
      actor_name: name,
      note,
      version: version.version,
    });
    syncRow(state, { key: version.fields.key, start: version.fields.start, end: version.fields.end });
    return answer(call.publishVersion, present(state));
  }),

  // Puts the study live for participants: its latest published version.
  declared(call.publishStudy, ({ request, params }) =>
    once(request, () => {
      const g = guard(request, params.id, 'edit');
      if ('refusal' in g) return g.refusal;
      if (!g.state.versions.some((v) => v.status === 'published'))
        return fail(422, 'Publish a version before publishing the study.');
      syncRow(g.state, { is_published: true, published: nowIso() });
      return answer(call.publishStudy, present(g.state));
    }),
  ),

  declared(call.locales, ({ request, params }) => {
    const g = guard(request, params.id, 'show');
    return 'refusal' in g
      ? g.refusal
      : answer(
          call.locales,
          latest(g.state).locales.map((id) => ({ id, name: localeName(id) })),
        );
  }),

  declared(call.addLocale, ({ request, params }) => {
    const g = guard(request, params.id, 'edit');
    if ('refusal' in g) return g.refusal;
    const refused = lockRefusal(g.state, g.caller);
    if (refused) return refused;
    const version = versionOf(g.state.versions, params.v);
    const locale = String(params.locale);
    if (!version || version.status !== 'draft') return fail(409, 'Locales change on the draft only.');
    if (!LOCALES.some((l) => l.id === locale))
      return fail(422, 'Unknown locale.', { locale: 'Unknown locale' });
    if (version.locales.includes(locale))
      return fail(409, 'This locale already exists.', { locale: 'already exists' });
    version.locales.push(locale);
    return created(call.addLocale, summary(version));
  }),

  declared(call.removeLocale, ({ request, params }) => {
    const g = guard(request, params.id, 'edit');
    if ('refusal' in g) return g.refusal;
    const refused = lockRefusal(g.state, g.caller);
    if (refused) return refused;
    const version = versionOf(g.state.versions, params.v);
    const locale = String(params.locale);
    if (!version || version.status !== 'draft') return fail(409, 'Locales change on the draft only.');
    if (!version.locales.includes(locale)) return notFound('Study locale');
    if (locale === version.fields.primary_locale)
      return fail(422, 'The primary locale cannot be removed.', { locale: 'primary' });
    const removed = textsIn(version, locale);
    Object.assign(version, dropLocale(version, locale));
    return answer(call.removeLocale, { ...summary(version), texts_removed: removed });
  }),

  ...contentHandlers,
  ...reportHandlers,
  ...geneHandlers,
];
