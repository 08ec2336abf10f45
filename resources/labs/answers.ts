import { z } from '@/lib/zod';

// What the Labs calls answer, as the tools need it. Only what a tool cannot work without is
// required (a content string's key, a migration's id and state, a setting's key, the study a
// graph is drawn around); the rest may be missing or null and each api file fills it in, so a
// screen always meets the shape of its *-types.ts. Objects are loose: unknown fields are kept.

const id = z.union([z.number(), z.string()]);
const text = z.nullish(z.string());
const flag = z.nullish(z.boolean());
const count = z.nullish(z.number());
const list = <S extends z.ZodMiniType>(item: S) => z.nullish(z.array(item));

export const localeTextAnswer = z.looseObject({ text, updated_at: text, updated_by: text });

export const contentStringAnswer = z.looseObject({
  key: z.string(),
  namespace: text,
  description: text,
  texts: z.nullish(z.record(z.string(), z.nullish(localeTextAnswer))),
});

export const catalogueAnswer = z.looseObject({
  strings: list(contentStringAnswer),
  locales: list(z.looseObject({ code: z.string(), name: text })),
  primary_locale: text,
  namespaces: list(z.string()),
});

export const batchAnswer = z.looseObject({
  batch_id: text,
  created: list(z.looseObject({ row: z.number(), id: z.nullish(id) })),
  failed: list(z.looseObject({ row: z.number(), reason: text })),
});

export const dryRunAnswer = z.looseObject({
  at: text,
  by: text,
  changes: list(z.looseObject({ entity: text, action: text, count })),
  total: count,
  warnings: list(z.string()),
});

export const migrationAnswer = z.looseObject({
  id: z.string(),
  /** `pending`, `running`, `done` or `failed`; another state is shown as it comes, with no actions. */
  state: z.string(),
  name: text,
  description: text,
  created_at: text,
  ran_at: text,
  ran_by: text,
  progress: z.nullish(z.looseObject({ done: count, total: count })),
  error: text,
  dry_run: z.nullish(dryRunAnswer),
  log: list(z.looseObject({ at: text, level: text, message: text })),
});

export const settingAnswer = z.looseObject({
  key: z.string(),
  group: text,
  type: text,
  label: text,
  description: text,
  value: z.optional(z.unknown()),
  options: list(z.string()),
  min: count,
  max: count,
});

export const systemSettingsAnswer = z.looseObject({
  settings: list(settingAnswer),
  updated_at: text,
  updated_by: text,
});

const named = z.looseObject({ id, name: text });

export const studyGraphAnswer = z.looseObject({
  study: z.looseObject({ id, title: text, published: flag }),
  versions: list(z.looseObject({ number: z.number(), state: text })),
  locales: list(z.looseObject({ code: z.string(), name: text, primary: flag })),
  flows: list(
    z.looseObject({
      id,
      title: text,
      joining: flag,
      sections: list(z.looseObject({ id: z.union([z.string(), z.number()]), title: text })),
    }),
  ),
  prescreen_survey: z.nullish(named),
  sites: list(named),
  partners: list(named),
});

/** The study fields the landing page generator writes from (a study as `GET /admin/studies/{id}`). */
export const landingStudyAnswer = z.looseObject({
  id,
  title: text,
  goal: text,
  descriptions: z.nullish(z.record(z.string(), z.nullish(z.string()))),
  start: text,
  end: text,
  country: text,
  researcher: text,
  locales: list(z.string()),
});

export type ContentStringAnswer = z.output<typeof contentStringAnswer>;
export type CatalogueAnswer = z.output<typeof catalogueAnswer>;
export type BatchAnswer = z.output<typeof batchAnswer>;
export type DryRunAnswer = z.output<typeof dryRunAnswer>;
export type MigrationAnswer = z.output<typeof migrationAnswer>;
export type SystemSettingsAnswer = z.output<typeof systemSettingsAnswer>;
export type StudyGraphAnswer = z.output<typeof studyGraphAnswer>;
export type LandingStudyAnswer = z.output<typeof landingStudyAnswer>;
