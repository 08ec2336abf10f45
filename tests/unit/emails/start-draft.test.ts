import { EMPTY_START, startDraft, startProblems } from '@resources/emails/start/start-draft';
import type { TemplateRecord } from '@resources/emails/template-record';

const source: TemplateRecord = {
  id: 4,
  name: 'Welcome',
  type: 'marketing',
  email_subject: 'Welcome aboard',
  is_active: true,
  is_transactional: false,
  send_to: 'segment',
  recipients: null,
  user_query: null,
  study_id: 2,
  segment_id: 3,
  trigger_id: 7,
  folder_id: 1,
  json_template: null,
  html_template: '<p>Hello {{ first_name }}</p>',
  plain_text_template: 'Hello {{ first_name }}',
};

describe('the first draft of a new template', () => {
  it('asks for a name, and for the source chosen', () => {
    expect(startProblems(EMPTY_START)).toEqual(['name']);
    expect(startProblems({ ...EMPTY_START, name: 'Hi', from: 'copy' })).toEqual(['copy']);
    expect(startProblems({ ...EMPTY_START, name: 'Hi', from: 'html' })).toEqual(['html']);
  });

  it('puts the typed subject in the default language of blank blocks and of a layout', () => {
    const form = { ...EMPTY_START, name: 'Hi', subject: ' Hello ', folder_id: 9 };
    expect(startDraft(form, null).doc?.subject).toEqual({ 'en-gb': 'Hello' });
    const layout = startDraft({ ...form, from: 'layout', layout: 'newsletter' }, null);
    expect(layout.doc?.sections).toHaveLength(3);
    expect(layout.settings.folder_id).toBe(9);
  });

  it('copies content and audience but not the trigger, state, name or folder', () => {
    const copy = startDraft(
      { ...EMPTY_START, name: 'Copy', from: 'copy', copyOf: 4, subject: 'New' },
      source,
    );
    expect(copy.doc).toBeNull();
    expect(copy.legacy).toMatchObject({ html: '<p>Hello {{ first_name }}</p>', subject: 'New' });
    expect(copy.settings).toMatchObject({
      name: 'Copy',
      segment_id: 3,
      study_id: 2,
      trigger_id: null,
      is_active: false,
      folder_id: null,
    });
  });

  it('keeps imported HTML as written, with its plain text', () => {
    const html = startDraft({ ...EMPTY_START, name: 'Imp', from: 'html', html: '<h1>Hello</h1>' }, null);
    expect(html.doc).toBeNull();
    expect(html.legacy.html).toBe('<h1>Hello</h1>');
    expect(html.legacy.text).toContain('Hello');
  });
});
