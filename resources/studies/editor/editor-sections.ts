import type { StudyFields } from '../types';

export type FieldKind =
  'text' | 'longText' | 'email' | 'url' | 'date' | 'number' | 'boolean' | 'enum' | 'list';

export interface FieldDef {
  key: keyof StudyFields & string;
  kind: FieldKind;
  choices?: readonly string[];
  required?: boolean;
}

export const TYPES_OF_STUDY = ['interventional', 'observational', 'registry', 'survey'] as const;
export const KIT_TYPES = ['none', 'saliva', 'blood_spot', 'blood_draw', 'swab'] as const;
export const CURRENCIES = ['GBP', 'EUR', 'USD'] as const;

/** Spec §3's study fields in the groups a person scans for (texts per locale have their own tab). */
export const SECTIONS: readonly { id: string; fields: readonly FieldDef[] }[] = [
  {
    id: 'basics',
    fields: [
      { key: 'title', kind: 'text', required: true },
      { key: 'key', kind: 'text', required: true },
      { key: 'type_of_study', kind: 'enum', choices: TYPES_OF_STUDY },
      { key: 'tags', kind: 'list' },
      { key: 'goal', kind: 'longText' },
    ],
  },
  {
    id: 'dates',
    fields: [
      { key: 'start', kind: 'date' },
      { key: 'end', kind: 'date' },
    ],
  },
  {
    id: 'people',
    fields: [
      { key: 'researcher', kind: 'text' },
      { key: 'researcher_email', kind: 'email' },
      { key: 'sponsor_lead', kind: 'text' },
    ],
  },
  {
    id: 'recruitment',
    fields: [
      { key: 'participant_target', kind: 'number' },
      { key: 'is_publicly_listed', kind: 'boolean' },
      { key: 'is_portal_study', kind: 'boolean' },
      { key: 'country', kind: 'text' },
      { key: 'prescreen_survey', kind: 'number' },
      { key: 'joining_flow_id', kind: 'number' },
      { key: 'linkout_url_form', kind: 'url' },
      { key: 'reminder_emails', kind: 'boolean' },
      { key: 'show_funnel', kind: 'boolean' },
    ],
  },
  {
    id: 'kits',
    fields: [
      { key: 'requires_dna_data', kind: 'boolean' },
      { key: 'kit_type', kind: 'enum', choices: KIT_TYPES },
    ],
  },
  {
    id: 'payments',
    fields: [
      { key: 'currency', kind: 'enum', choices: CURRENCIES },
      { key: 'partner_revenue', kind: 'number' },
      { key: 'participant_revenue', kind: 'number' },
      { key: 'payment_agreement', kind: 'longText' },
      { key: 'partner_visible', kind: 'boolean' },
      { key: 'client_codes', kind: 'list' },
    ],
  },
  { id: 'landing', fields: [{ key: 'landing_image_url', kind: 'url' }] },
];

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** The editor's own checks, each naming its message under the area's `invalid` texts; the server has the last word. */
export function fieldErrors(f: StudyFields): Partial<Record<keyof StudyFields, string>> {
  const errors: Partial<Record<keyof StudyFields, string>> = {};
  if ((f.title ?? '').trim().length < 3) errors.title = 'title';
  if ((f.key ?? '').trim() === '') errors.key = 'required';
  if (f.start && f.end && f.end < f.start) errors.end = 'end_before_start';
  if (f.researcher_email && !EMAIL.test(f.researcher_email)) errors.researcher_email = 'email';
  if (f.country && !/^[A-Z]{2}$/.test(f.country)) errors.country = 'country';
  // Left empty (null) is allowed: a server need not have a target or revenue for every study.
  for (const k of ['participant_target', 'partner_revenue', 'participant_revenue'] as const) {
    const n = f[k];
    if (n !== null && (!Number.isFinite(n) || n < 0)) errors[k] = 'not_negative';
  }
  return errors;
}
