import type { Identifier } from 'react-admin';
import { emptyDoc } from '../doc';
import { draftOf } from '../draft-record';
import { htmlToText } from '../plain-text';
import type { Draft, Settings, TemplateRecord } from '../template-record';
import { layoutDoc, type LayoutId } from './layouts';

export const START_FROM = ['blank', 'layout', 'copy', 'html'] as const;
export type StartFrom = (typeof START_FROM)[number];
export const TEMPLATE_TYPES = ['marketing', 'study', 'system'] as const;

/** What the start page asks for. */
export interface StartForm {
  name: string;
  type: (typeof TEMPLATE_TYPES)[number];
  folder_id: Identifier | null;
  subject: string;
  is_transactional: boolean;
  from: StartFrom;
  layout: LayoutId;
  copyOf: Identifier | null;
  html: string;
}

export const NEW_LOCALE = 'en-gb';

export const EMPTY_START: StartForm = {
  name: '',
  type: 'study',
  folder_id: null,
  subject: '',
  is_transactional: false,
  from: 'blank',
  layout: 'letter',
  copyOf: null,
  html: '',
};

export type StartProblem = 'name' | 'copy' | 'html';

/** What stops a start: the name the server requires, and the chosen source left empty. */
export function startProblems(form: StartForm): StartProblem[] {
  const problems: StartProblem[] = [];
  if (form.name.trim().length < 2) problems.push('name');
  if (form.from === 'copy' && form.copyOf === null) problems.push('copy');
  if (form.from === 'html' && form.html.trim() === '') problems.push('html');
  return problems;
}

function content(form: StartForm, copy: TemplateRecord | null): Pick<Draft, 'doc' | 'legacy'> {
  const legacy = { html: '', text: '', subject: '' };
  switch (form.from) {
    case 'layout':
      return { doc: layoutDoc(form.layout, NEW_LOCALE), legacy };
    case 'copy': {
      if (!copy) return { doc: emptyDoc(NEW_LOCALE), legacy };
      const source = draftOf(copy);
      return { doc: source.doc && structuredClone(source.doc), legacy: source.legacy };
    }
    // Imported HTML is kept as written, as a template from another tool is; the editor offers
    // to convert it to blocks.
    case 'html':
      return { doc: null, legacy: { html: form.html, text: htmlToText(form.html), subject: '' } };
    default:
      return { doc: emptyDoc(NEW_LOCALE), legacy };
  }
}

/**
 * The new template's first draft. A copy brings the source's content and audience, but not its
 * trigger, name, folder or state: it starts inactive, and fires on nothing until set to.
 */
export function startDraft(form: StartForm, copy: TemplateRecord | null): Draft {
  const from = form.from === 'copy' ? copy : null;
  const settings: Settings = {
    name: form.name.trim(),
    type: form.type,
    is_active: false,
    is_transactional: form.is_transactional,
    send_to: from?.send_to ?? 'user',
    recipients: from?.recipients ?? null,
    study_id: from?.study_id ?? null,
    segment_id: from?.segment_id ?? null,
    trigger_id: null,
    folder_id: form.folder_id,
    user_query: from?.user_query ?? null,
  };
  const { doc, legacy } = content(form, from);
  const subject = form.subject.trim();
  return {
    settings,
    doc: doc && { ...doc, subject: { ...doc.subject, [doc.locales[0] ?? NEW_LOCALE]: subject } },
    legacy: { ...legacy, subject },
  };
}
