import { sanitiseHtml } from '@/ui/sanitise';
import { compileAll } from './compile';
import { emptyDoc, readDoc } from './doc';
import { SETTINGS_FIELDS, type Draft, type Settings, type TemplateRecord } from './template-record';
import type { Library } from './to-mjml';

/** The working copy of a template as loaded. */
export function draftOf(record: TemplateRecord): Draft {
  const settings = Object.fromEntries(SETTINGS_FIELDS.map((f) => [f, record[f]])) as Settings;
  // A template with neither blocks nor HTML (one made elsewhere) starts as blocks, keeping the
  // subject it was given.
  const blank = () => {
    const doc = emptyDoc('en-gb');
    return { ...doc, subject: { 'en-gb': record.email_subject ?? '' } };
  };
  return {
    settings,
    doc: readDoc(record.json_template) ?? (record.html_template?.trim() ? null : blank()),
    legacy: {
      html: record.html_template ?? '',
      text: record.plain_text_template ?? '',
      subject: record.email_subject ?? '',
    },
  };
}

/** What a save sends: the settings, and every locale compiled from the blocks (or the HTML as typed). */
export async function recordOf(draft: Draft, library: Library): Promise<Partial<TemplateRecord>> {
  if (!draft.doc) {
    return {
      ...draft.settings,
      html_template: draft.legacy.html,
      plain_text_template: draft.legacy.text,
      email_subject: draft.legacy.subject,
    };
  }
  const compiled = await compileAll(draft.doc, library, {
    cleanHtml: (h) => sanitiseHtml(h, { showImages: true }).html,
  });
  const first = compiled[draft.doc.locales[0] ?? ''];
  return {
    ...draft.settings,
    email_subject: draft.doc.subject[draft.doc.locales[0] ?? ''] ?? '',
    json_template: { ...draft.doc, compiled },
    html_template: first?.html ?? '',
    plain_text_template: first?.text ?? '',
  };
}
