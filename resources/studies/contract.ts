import { defineCall, signatureBody } from '@/contract';
import { z } from '@/lib/zod';
import {
  contentAnswer,
  eventAnswer,
  geneAnswer,
  latestAnswer,
  localesAnswer,
  reportAnswer,
  studyAnswer,
  studyFieldsShape,
  versionAnswer,
} from './answers';

// The studies area's calls (docs/backend.md, "Studies"). The spec (§7) names the record, the latest
// version, the locales, publishing, discarding, unlocking and the genes; the versions list, one
// version, the history, check-out, save, content and report are the console's own. The mock checks
// each against the access table's rule for studies. The study map also reads the flows area's
// `flows:by-study` and `flows:record`, declared there.

const read = { entity: 'studies', action: 'read' } as const;
const write = { entity: 'studies', action: 'write' } as const;
const STUDY = { id: 1 };

export const record = defineCall({
  id: 'studies:record',
  method: 'GET',
  path: '/admin/studies/{id}',
  kind: 'spec',
  access: read,
  summary: 'A study as its latest version holds it, with its state and lock',
  response: studyAnswer,
  probe: { path: STUDY },
});

export const latest = defineCall({
  id: 'studies:versions.latest',
  method: 'GET',
  path: '/admin/studies/{id}/versions/latest',
  kind: 'spec',
  access: read,
  summary: 'The study’s latest version: its number, state and locales, and who holds its draft',
  response: latestAnswer,
  probe: { path: STUDY },
});

export const locales = defineCall({
  id: 'studies:locales',
  method: 'GET',
  path: '/admin/studies/{id}/locales',
  kind: 'spec',
  access: read,
  summary: 'The locales of the study’s latest version',
  response: localesAnswer,
  probe: { path: STUDY },
});

export const genes = defineCall({
  id: 'studies:genes',
  method: 'GET',
  path: '/admin/studies/{id}/genes',
  kind: 'spec',
  access: read,
  summary: 'The genes the study looks at (null or none: no genes)',
  response: z.nullish(z.array(geneAnswer)),
  probe: { path: STUDY },
});

export const publishVersion = defineCall({
  id: 'studies:versions.publish',
  method: 'POST',
  path: '/admin/studies/{id}/versions/{v}/publish',
  kind: 'spec',
  access: write,
  summary:
    'Publishes the draft with its changelog note and the publisher’s electronic signature; 422 while a locale is incomplete or unsigned, 409 when the draft changed since it was reviewed',
  body: z.object({ note: z.string(), signature: z.optional(signatureBody) }),
  response: studyAnswer,
});

export const addLocale = defineCall({
  id: 'studies:locales.add',
  method: 'POST',
  path: '/admin/studies/{id}/versions/{v}/locales/{locale}',
  kind: 'spec',
  access: write,
  summary: 'Adds a locale to the draft version; answers the version',
  response: versionAnswer,
});

export const removeLocale = defineCall({
  id: 'studies:locales.remove',
  method: 'DELETE',
  path: '/admin/studies/{id}/versions/{v}/locales/{locale}',
  kind: 'spec',
  access: write,
  summary: 'Removes a locale and its texts from the draft version (never the primary one)',
  response: z.nullish(versionAnswer),
});

export const discardDraft = defineCall({
  id: 'studies:draft.discard',
  method: 'DELETE',
  path: '/admin/studies/{id}/versions/draft',
  kind: 'spec',
  access: write,
  summary: 'Drops the draft version and its lock; answers the study',
  response: studyAnswer,
});

export const publishStudy = defineCall({
  id: 'studies:publish',
  method: 'POST',
  path: '/admin/studies/{id}/publish',
  kind: 'spec',
  access: write,
  summary:
    'Puts the study live for participants; 422 before any version is published; header `Idempotency-Key`: a repeat answers the first publish again',
  response: studyAnswer,
});

export const unlock = defineCall({
  id: 'studies:unlock',
  method: 'PUT',
  path: '/admin/studies/{id}/unlock',
  kind: 'spec',
  access: write,
  summary: 'Releases the draft’s lock: its holder, or a superuser breaking another’s',
  // The console reads the study again after an unlock; nothing of this answer is used.
  response: z.unknown(),
});

export const versions = defineCall({
  id: 'studies:versions',
  method: 'GET',
  path: '/admin/studies/{id}/versions',
  kind: 'extension',
  access: read,
  summary: 'Every version of the study, newest first',
  response: z.array(versionAnswer),
  degrade:
    'The study home and the changelog say the versions list is not offered; the latest version still shows.',
  probe: { path: STUDY },
});

export const version = defineCall({
  id: 'studies:version',
  method: 'GET',
  path: '/admin/studies/{id}/versions/{v}',
  kind: 'extension',
  access: read,
  summary: 'One version (by number or id) with its fields and content',
  response: versionAnswer,
  degrade: 'The version page says the version was not found, with a link back to the study.',
  probe: { path: { id: 1, v: 1 } },
});

export const events = defineCall({
  id: 'studies:events',
  method: 'GET',
  path: '/admin/studies/{id}/events',
  kind: 'extension',
  access: read,
  summary: 'Check-outs, unlocks, discards and publishes of the study, newest first',
  response: z.array(eventAnswer),
  degrade: 'The editor’s history panel shows its load failure; editing works as before.',
  probe: { path: STUDY },
});

export const checkOut = defineCall({
  id: 'studies:check-out',
  method: 'POST',
  path: '/admin/studies/{id}/check-out',
  kind: 'extension',
  access: write,
  summary:
    'Starts or resumes the draft and takes its lock (the holder asking again renews it); 409 names another holder',
  response: studyAnswer,
  degrade: 'Editing cannot start: the editor shows the server’s refusal and stays read-only.',
});

export const save = defineCall({
  id: 'studies:save',
  method: 'PATCH',
  path: '/admin/studies/{id}',
  kind: 'extension',
  access: write,
  summary: 'Saves the draft’s fields against the version read (`base_version`); answers the study',
  body: z.looseObject({ ...studyFieldsShape, base_version: z.nullish(z.union([z.number(), z.string()])) }),
  response: studyAnswer,
  degrade: 'Saving fails with the server’s message; the draft stays in the editor.',
});

export const content = defineCall({
  id: 'studies:content',
  method: 'GET',
  path: '/admin/studies/{id}/content',
  kind: 'extension',
  access: read,
  summary: 'The content items (consent summaries, FAQs) of the study’s latest version',
  response: z.array(contentAnswer),
  degrade: 'The content page and the home’s content list say this server does not offer content items.',
  probe: { path: STUDY },
});

export const contentItem = defineCall({
  id: 'studies:content.item',
  method: 'GET',
  path: '/admin/studies/{id}/content/{item}',
  kind: 'extension',
  access: read,
  summary: 'One content item with its texts per locale',
  response: contentAnswer,
  degrade: 'The content item page shows its load failure.',
  probe: { path: { id: 1, item: 1 } },
});

export const contentSave = defineCall({
  id: 'studies:content.save',
  method: 'PUT',
  path: '/admin/studies/{id}/content/{item}',
  kind: 'extension',
  access: write,
  summary: 'Saves a content item’s title and body on the draft',
  body: contentAnswer,
  response: contentAnswer,
  degrade: 'Saving the item fails with the server’s message; the draft stays in the editor.',
});

export const report = defineCall({
  id: 'studies:report',
  method: 'GET',
  path: '/admin/studies/{id}/report',
  kind: 'extension',
  access: read,
  summary: 'The partner studies’ funnels and money against the participant target',
  response: reportAnswer,
  degrade: 'The reports page and the home’s funnel say this server does not offer the report.',
  probe: { path: STUDY },
});

export const calls = [
  record,
  latest,
  locales,
  genes,
  publishVersion,
  addLocale,
  removeLocale,
  discardDraft,
  publishStudy,
  unlock,
  versions,
  version,
  events,
  checkOut,
  save,
  content,
  contentItem,
  contentSave,
  report,
];
