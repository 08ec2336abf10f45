import { emptyDoc, newBlock } from '@resources/emails/doc';
import { addBlock } from '@resources/emails/doc-ops';
import { escapeHtml, fillPlaceholders, unknownPlaceholders } from '@resources/emails/placeholders';
import { saveProblems } from '@resources/emails/save-checks';
import type { Draft } from '@resources/emails/template-record';

describe('placeholders are written {{ name }} from a known list', () => {
  test('unknown names are found once each, in order; spacing inside the braces does not matter', () => {
    expect(
      unknownPlaceholders(['Hi {{first_name}} {{ nickname }}', '{{  nickname }} {{ shoe_size}} {{ email }}']),
    ).toEqual(['nickname', 'shoe_size']);
    expect(unknownPlaceholders(['{{ fullname }}, {{ unsubscribe_url }}', 'no braces', '{ single }'])).toEqual(
      [],
    );
  });

  test('filling: known ones get the value (escaped for HTML), unknown ones stay as written', () => {
    const values = { first_name: '<Sam>', email: 'sam@example.org' };
    expect(fillPlaceholders('Hi {{ first_name }} {{ nickname }}', values, escapeHtml)).toBe(
      'Hi &lt;Sam&gt; {{ nickname }}',
    );
    expect(fillPlaceholders('{{email}}', values)).toBe('sam@example.org');
    expect(fillPlaceholders('{{ fullname }}', values)).toBe('{{ fullname }}');
  });

  test('a save is refused for unknown placeholders in any locale, and for images without alt text', () => {
    const base = emptyDoc('en-gb');
    const image = newBlock('image', 'en-gb');
    const doc = addBlock(
      { ...base, locales: ['en-gb', 'fr-fr'], subject: { 'en-gb': 'Hi', 'fr-fr': 'Salut {{ prenom }}' } },
      base.sections[0]!.columns[0]!.id,
      image,
    );
    const draft = (d: typeof doc): Draft => ({
      settings: {} as Draft['settings'],
      doc: d,
      legacy: { html: '', text: '', subject: '' },
    });
    expect(saveProblems(draft(doc))).toEqual([
      { kind: 'unknown_placeholders', names: ['prenom'] },
      { kind: 'missing_alt', count: 1 },
    ]);
    const legacy: Draft = {
      settings: {} as Draft['settings'],
      doc: null,
      legacy: { html: '<p>{{ fullname }}</p>', text: '{{ code }}', subject: '' },
    };
    expect(saveProblems(legacy)).toEqual([{ kind: 'unknown_placeholders', names: ['code'] }]);
  });
});
