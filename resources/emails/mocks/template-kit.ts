import { FOOTER_BLOCK, HEADER_BLOCK, section, shared } from './blocks';
import type { LocaleText, Section } from '../types';

/** A text in English, and in German and French where given. */
export const all = (en: string, de?: string, fr?: string): LocaleText => ({
  'en-gb': en,
  ...(de === undefined ? {} : { 'de-de': de }),
  ...(fr === undefined ? {} : { 'fr-fr': fr }),
});

/** The shared header above the body and the footer below it. */
export const framed = (body: Section[]): Section[] => [
  section([[shared(HEADER_BLOCK)]]),
  ...body,
  section([[shared(FOOTER_BLOCK)]], 'neutral'),
];

export interface SeedTemplate {
  name: string;
  folder_id: number;
  type: 'marketing' | 'study' | 'system';
  is_active: boolean;
  is_transactional: boolean;
  send_to: 'user' | 'recipients' | 'segment' | 'query';
  trigger_id?: number;
  segment_id?: number;
  user_query?: Record<string, unknown>;
  study_id?: number;
  locales: string[];
  subject: LocaleText;
  sections?: Section[];
  /** Only for legacy templates: HTML written by another tool, no blocks. */
  html?: string;
}
