import { mergeDrafts, partsOfAll } from '@resources/emails/conflict-parts';
import { emptyDoc, newBlock } from '@resources/emails/doc';
import { addBlock } from '@resources/emails/doc-ops';
import type { Draft } from '@resources/emails/template-record';

function draft(subject: Record<string, string>, name = 'Welcome'): Draft {
  const doc = emptyDoc('en-gb');
  return {
    settings: {
      name,
      type: 'study',
      is_active: false,
      is_transactional: false,
      send_to: 'user',
      recipients: null,
      study_id: null,
      segment_id: null,
      trigger_id: null,
      folder_id: null,
      user_query: null,
    },
    doc: { ...doc, locales: Object.keys(subject), subject },
    legacy: { html: '', text: '', subject: '' },
  };
}

describe('merging two versions of a template part by part', () => {
  const base = draft({ 'en-gb': 'Hello', 'de-de': 'Hallo' });
  const mine = draft({ 'en-gb': 'Hello there', 'de-de': 'Hallo' }, 'Welcome mail');
  const theirs = draft({ 'en-gb': 'Hi', 'de-de': 'Guten Tag' });

  it('names the subject per language, the blocks and each setting', () => {
    const [parts] = partsOfAll([base]);
    expect(Object.keys(parts ?? {})).toEqual(
      expect.arrayContaining(['subject.en-gb', 'subject.de-de', 'blocks', 'locales', 'settings.name']),
    );
  });

  it('keeps each side where only it changed and the chosen side where both did', () => {
    const merged = mergeDrafts({ base, mine, theirs }, { 'subject.en-gb': 'theirs' });
    expect(merged.doc?.subject).toEqual({ 'en-gb': 'Hi', 'de-de': 'Guten Tag' });
    expect(merged.settings.name).toBe('Welcome mail');
    expect(mergeDrafts({ base, mine, theirs }, {}).doc?.subject['en-gb']).toBe('Hello there');
  });

  it('takes the content whole when one side is blocks and the other HTML', () => {
    const html: Draft = { ...theirs, doc: null, legacy: { html: '<p>Hi</p>', text: 'Hi', subject: 'Hi' } };
    expect(mergeDrafts({ base, mine, theirs: html }, { content: 'theirs' }).doc).toBeNull();
    expect(mergeDrafts({ base, mine, theirs: html }, { content: 'mine' }).doc?.subject['en-gb']).toBe(
      'Hello there',
    );
  });
  it('decides the blocks with the default language and each other language apart', () => {
    const heading = {
      ...newBlock('heading', 'en-gb'),
      id: 'h1',
      text: { 'en-gb': 'Hello', 'de-de': 'Hallo' },
    };
    const two = draft({ 'en-gb': 'Hello', 'de-de': 'Hallo' });
    const doc = two.doc!;
    const col = doc.sections[0]!.columns[0]!;
    const start: Draft = { ...two, doc: addBlock(doc, col.id, heading) };
    // Mine: a block added below. Theirs: the German heading translated anew.
    const mineDoc = addBlock(start.doc!, col.id, { ...newBlock('divider', 'en-gb'), id: 'd1' });
    const theirsDoc = {
      ...start.doc!,
      sections: JSON.parse(
        JSON.stringify(start.doc!.sections).replace('"Hallo"', '"Guten Tag"'),
      ) as typeof doc.sections,
    };
    const [, m, t] = partsOfAll([start, { ...start, doc: mineDoc }, { ...start, doc: theirsDoc }]);
    expect(Object.keys(t ?? {})).toContain('block_texts.de-de');
    expect(m?.['block_texts.de-de']).toEqual({ h1: 'Hallo' });
    const merged = mergeDrafts(
      { base: start, mine: { ...start, doc: mineDoc }, theirs: { ...start, doc: theirsDoc } },
      {},
    );
    const blocks = merged.doc?.sections[0]?.columns[0]?.blocks ?? [];
    expect(blocks.map((b) => b.id)).toEqual(['h1', 'd1']);
    expect(blocks[0]).toMatchObject({ text: { 'en-gb': 'Hello', 'de-de': 'Guten Tag' } });
  });
});
