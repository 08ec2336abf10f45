import { compileLocale } from '@resources/emails/compile';
import { emptyDoc, newBlock, readDoc } from '@resources/emails/doc';
import { addBlock, addSection, setColumnCount } from '@resources/emails/doc-ops';
import { docToText, htmlToText } from '@resources/emails/plain-text';
import { docToMjml, type Library } from '@resources/emails/to-mjml';
import type { Block, EmailDoc } from '@resources/emails/types';

const heading = (en: string, de?: string): Block => {
  const b = newBlock('heading', 'en-gb');
  return b.type === 'heading' ? { ...b, text: { 'en-gb': en, ...(de ? { 'de-de': de } : {}) } } : b;
};
const button = (label: string, url: string): Block => {
  const b = newBlock('button', 'en-gb');
  return b.type === 'button' ? { ...b, label: { 'en-gb': label }, url } : b;
};
const footer: Block = {
  ...newBlock('text', 'en-gb'),
  type: 'text',
  html: { 'en-gb': '<p>Unsubscribe <a href="{{ unsubscribe_url }}">here</a></p>' },
};
const library: Library = new Map([[7, [footer]]]);

function twoColumns(): EmailDoc {
  let doc: EmailDoc = {
    ...emptyDoc('en-gb'),
    locales: ['en-gb', 'de-de'],
    subject: { 'en-gb': 'Hello', 'de-de': 'Hallo' },
  };
  doc = setColumnCount(doc, doc.sections[0]!.id, 2);
  const [left, right] = doc.sections[0]!.columns;
  doc = addBlock(doc, left!.id, heading('Hello {{ first_name }}', 'Hallo {{ first_name }}'));
  doc = addBlock(doc, right!.id, button('Open', 'https://example.org/a'));
  doc = addSection(doc, 1);
  return addBlock(doc, doc.sections[1]!.columns[0]!.id, {
    ...newBlock('template_block', 'en-gb'),
    type: 'template_block',
    template_block_id: 7,
  });
}

describe('block JSON → MJML → HTML', () => {
  test('two columns become MJML columns, template blocks are inserted by reference, texts escaped', () => {
    const doc = twoColumns();
    const mjml = docToMjml({ ...doc, subject: { 'en-gb': 'A <b> & c' } }, 'en-gb', library);
    expect(mjml.match(/<mj-section /g)).toHaveLength(2);
    expect(mjml.match(/<mj-column>/g)).toHaveLength(3);
    expect(mjml).toContain('<mj-title>A &lt;b&gt; &amp; c</mj-title>');
    expect(mjml).toContain('href="https://example.org/a"');
    expect(mjml).toContain('Unsubscribe <a href="{{ unsubscribe_url }}">here</a>');
  });

  test('the HTML is responsive: two half-width columns that stack on a phone, in the asked locale', async () => {
    const { html, text } = await compileLocale(twoColumns(), 'de-de', library);
    expect(html).toMatch(/class="mj-column-per-50/);
    expect(html).toContain('@media only screen and (min-width:480px)');
    expect(html).toContain('Hallo {{ first_name }}');
    expect(html).not.toContain('Hello {{ first_name }}');
    // German has no button label: the default locale's is used.
    expect(html).toContain('Open');
    expect(text).toBe(
      'Hallo {{ first_name }}\n\nOpen: https://example.org/a\n\nUnsubscribe here ({{ unsubscribe_url }})',
    );
  });

  test('plain text: generated per locale, and an edited one is kept', async () => {
    const doc = twoColumns();
    expect(docToText(doc, 'en-gb', library)).toBe(
      'Hello {{ first_name }}\n\nOpen: https://example.org/a\n\nUnsubscribe here ({{ unsubscribe_url }})',
    );
    const edited = await compileLocale({ ...doc, plain_text: { 'en-gb': 'Hand written' } }, 'en-gb', library);
    expect(edited.text).toBe('Hand written');
    expect(htmlToText('<ul><li>One</li><li>Two &amp; three</li></ul><p>a<br>b</p>')).toBe(
      '- One\n- Two & three\na\nb',
    );
  });

  test('a document the editor did not write is not read as blocks', () => {
    expect(readDoc(twoColumns())).not.toBeNull();
    expect(readDoc({ rows: [{ type: 'heading', text: 'x' }] })).toBeNull();
    expect(
      readDoc({ ...twoColumns(), sections: [{ id: 's', columns: [], background: 'none', padding: 0 }] }),
    ).toBeNull();
    expect(readDoc(null)).toBeNull();
  });

  test('fewer columns keep every block: those of removed columns move into the last kept', () => {
    const doc = twoColumns();
    const one = setColumnCount(doc, doc.sections[0]!.id, 1);
    expect(one.sections[0]!.columns[0]!.blocks.map((b) => b.type)).toEqual(['heading', 'button']);
  });
});
