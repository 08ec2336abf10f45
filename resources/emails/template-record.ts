import type { Identifier } from 'react-admin';
import type { EmailDoc } from './types';

/** A template as `/templates/{id}` sends it (schemas/templates.ts). */
export interface TemplateRecord {
  id: Identifier;
  name: string;
  type: string;
  email_subject: string | null;
  is_active: boolean;
  is_transactional: boolean;
  send_to: string | null;
  recipients: string[] | null;
  user_query: unknown;
  study_id: Identifier | null;
  segment_id: Identifier | null;
  trigger_id: Identifier | null;
  folder_id: Identifier | null;
  json_template: unknown;
  html_template: string | null;
  plain_text_template: string | null;
  updated_at?: string;
}

export const SETTINGS_FIELDS = [
  'name',
  'type',
  'is_active',
  'is_transactional',
  'send_to',
  'recipients',
  'study_id',
  'segment_id',
  'trigger_id',
  'folder_id',
  'user_query',
] as const;
export type SettingsField = (typeof SETTINGS_FIELDS)[number];
export type Settings = Pick<TemplateRecord, SettingsField>;

/**
 * The working copy: the settings, and either the block document or, for a legacy template, its
 * HTML and plain text as written.
 */
export interface Draft {
  settings: Settings;
  doc: EmailDoc | null;
  legacy: { html: string; text: string; subject: string };
}
