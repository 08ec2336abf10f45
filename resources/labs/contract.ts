import { defineCall, type CallDecl } from '@/contract';
import { z } from '@/lib/zod';
import {
  batchAnswer,
  catalogueAnswer,
  contentStringAnswer,
  dryRunAnswer,
  landingStudyAnswer,
  migrationAnswer,
  studyGraphAnswer,
  systemSettingsAnswer,
} from './answers';

// The Labs tools' calls (docs/backend.md, "Labs"), each checked by the mock against the Labs
// permission; the landing page generator uses three study calls (docs/backend.md, "Studies"). Every Labs
// tool is an experiment behind a feature flag, so each call's absence only closes its own tool.

const labs = { anyOf: ['perm.admin_client.feature.labs'] } as const;
const tool = (name: string) => `The ${name} tool shows the server’s refusal; the other Labs tools work.`;

const contentWrite = z.object({
  key: z.string(),
  namespace: z.string(),
  description: z.string(),
  texts: z.record(z.string(), z.string()),
});

export const contentCatalogue = defineCall({
  id: 'labs:content.catalogue',
  method: 'GET',
  path: '/admin/content-strings',
  kind: 'extension',
  access: labs,
  summary: 'Every content string with its texts per locale, the locales, the primary one and the namespaces',
  response: catalogueAnswer,
  degrade: tool('content strings'),
  probe: {},
});

export const contentOne = defineCall({
  id: 'labs:content.one',
  method: 'GET',
  path: '/admin/content-strings/{key}',
  kind: 'extension',
  access: labs,
  summary: 'One content string with its texts per locale',
  response: contentStringAnswer,
  degrade: tool('content strings'),
});

export const contentCreate = defineCall({
  id: 'labs:content.create',
  method: 'POST',
  path: '/admin/content-strings',
  kind: 'extension',
  access: labs,
  summary: 'A new content string; 422 when the key is taken or malformed',
  body: contentWrite,
  response: contentStringAnswer,
  degrade: tool('content strings'),
});

export const contentSave = defineCall({
  id: 'labs:content.save',
  method: 'PUT',
  path: '/admin/content-strings/{key}',
  kind: 'extension',
  access: labs,
  summary:
    'Saves a content string’s texts (a locale left empty is removed), conditional on If-Match (409 with `current` when stale)',
  body: contentWrite,
  response: contentStringAnswer,
  degrade: tool('content strings'),
});

export const ingestBatch = defineCall({
  id: 'labs:ingestion.batch',
  method: 'POST',
  path: '/admin/ingestion/{entity}/batches',
  kind: 'extension',
  access: labs,
  summary:
    'Creates the rows of a batch it accepts and says why it refused the others; the batch id is the idempotency key',
  body: z.object({
    batch_id: z.string(),
    rows: z.array(z.object({ row: z.number(), values: z.record(z.string(), z.unknown()) })),
  }),
  response: batchAnswer,
  degrade: tool('fabric ingestion'),
});

export const migrationsAll = defineCall({
  id: 'labs:migrations',
  method: 'GET',
  path: '/admin/migrations',
  kind: 'extension',
  access: labs,
  summary: 'Every data migration with its state, progress, last dry run and log',
  response: z.array(migrationAnswer),
  degrade: tool('migrations'),
  probe: {},
});

export const migrationDryRun = defineCall({
  id: 'labs:migrations.dry-run',
  method: 'POST',
  path: '/admin/migrations/{id}/dry-run',
  safe: true,
  kind: 'extension',
  access: labs,
  summary: 'What running the migration would change; nothing is written',
  response: dryRunAnswer,
  degrade: tool('migrations'),
});

const startBody = z.object({ confirm: z.string() });

export const migrationRun = defineCall({
  id: 'labs:migrations.run',
  method: 'POST',
  path: '/admin/migrations/{id}/run',
  kind: 'extension',
  access: labs,
  summary:
    'Starts a pending migration after its dry run, confirmed by its name; Idempotency-Key makes a repeat start it once',
  body: startBody,
  response: migrationAnswer,
  degrade: tool('migrations'),
});

export const migrationRetry = defineCall({
  id: 'labs:migrations.retry',
  method: 'POST',
  path: '/admin/migrations/{id}/retry',
  kind: 'extension',
  access: labs,
  summary:
    'Starts a failed migration again, confirmed by its name; Idempotency-Key makes a repeat start it once',
  body: startBody,
  response: migrationAnswer,
  degrade: tool('migrations'),
});

export const systemSettings = defineCall({
  id: 'labs:system-settings',
  method: 'GET',
  path: '/admin/system-settings',
  kind: 'extension',
  access: labs,
  summary: 'The server’s settings with their types, and when and by whom they were last saved',
  response: systemSettingsAnswer,
  degrade: tool('system settings'),
  probe: {},
});

export const systemSettingsSave = defineCall({
  id: 'labs:system-settings.save',
  method: 'PATCH',
  path: '/admin/system-settings',
  kind: 'extension',
  access: labs,
  summary: 'Saves the changed settings only, conditional on If-Match (409 with `current` when stale)',
  body: z.object({ changes: z.record(z.string(), z.unknown()) }),
  response: systemSettingsAnswer,
  degrade: tool('system settings'),
});

export const studyGraph = defineCall({
  id: 'labs:study-graph',
  method: 'GET',
  path: '/admin/study-graph/{id}',
  kind: 'extension',
  access: labs,
  summary:
    'One study and what hangs off it: versions, locales, flows and their sections, survey, sites, partners',
  response: studyGraphAnswer,
  degrade: tool('study visualiser'),
  probe: { path: { id: 1 } },
});

export const landingStudy = defineCall({
  id: 'labs:landing.study',
  method: 'GET',
  path: '/admin/studies/{id}',
  kind: 'spec',
  access: { entity: 'studies', action: 'read' },
  summary: 'A study as its latest version holds it (the landing page generator reads its texts and locales)',
  response: landingStudyAnswer,
  probe: { path: { id: 1 } },
});

export const landingCheckOut = defineCall({
  id: 'labs:landing.check-out',
  method: 'POST',
  path: '/admin/studies/{id}/check-out',
  kind: 'extension',
  access: { entity: 'studies', action: 'write' },
  summary: 'Takes or renews the study’s check-out before its draft is changed; 409 when held by another',
  // The generator only needs the check-out to succeed.
  response: z.unknown(),
  degrade: tool('landing page generator'),
});

export const landingSave = defineCall({
  id: 'labs:landing.save',
  method: 'PATCH',
  path: '/admin/studies/{id}',
  kind: 'extension',
  access: { entity: 'studies', action: 'write' },
  summary: 'Saves fields of the study’s draft (here the landing texts per locale); needs the check-out',
  body: z.looseObject({
    landing_title: z.optional(z.record(z.string(), z.string())),
    landing_body: z.optional(z.record(z.string(), z.string())),
    landing_cta: z.optional(z.record(z.string(), z.string())),
  }),
  response: z.unknown(),
  degrade: tool('landing page generator'),
});

export const calls: CallDecl[] = [
  contentCatalogue,
  contentOne,
  contentCreate,
  contentSave,
  ingestBatch,
  migrationsAll,
  migrationDryRun,
  migrationRun,
  migrationRetry,
  systemSettings,
  systemSettingsSave,
  studyGraph,
  landingStudy,
  landingCheckOut,
  landingSave,
];
