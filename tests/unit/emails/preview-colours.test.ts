import { compileLocale } from '@resources/emails/compile';
import { emptyDoc, newBlock } from '@resources/emails/doc';
import { addBlock } from '@resources/emails/doc-ops';
import { THEME_COLOURS } from '@resources/emails/themes';
import type { Block, BlockType, EmailDoc } from '@resources/emails/types';
import { sanitiseHtml } from '@/ui/sanitise';

// The preview shows each block as an inbox would: after the sanitiser, every colour the compiled
// email gives a block is still there (a button keeps its fill, a divider its line).

const THEME = 'blue' as const;

function withBlock(type: BlockType): EmailDoc {
  const doc = emptyDoc('en-gb');
  const block = newBlock(type, 'en-gb');
  const styled: Block = { ...block, style: { ...block.style, theme: THEME } };
  return addBlock(doc, doc.sections[0]!.columns[0]!.id, styled);
}

/** The sanitised preview in a document, as the frame holds it. */
async function preview(type: BlockType): Promise<Document> {
  const { html } = await compileLocale(withBlock(type), 'en-gb', new Map());
  const clean = sanitiseHtml(html, { showImages: true }).html;
  return new DOMParser().parseFromString(`<body>${clean}</body>`, 'text/html');
}

const colours = (doc: Document, property: 'backgroundColor' | 'color' | 'borderTopColor') =>
  [...doc.body.querySelectorAll<HTMLElement>('*')].map((el) => el.style[property]).filter(Boolean);

const rgb = (hex: string) => {
  const n = Number.parseInt(hex.slice(1), 16);
  return [`rgb(${(n >> 16) & 255}, ${(n >> 8) & 255}, ${n & 255})`, hex.toLowerCase()];
};

describe('the preview keeps every block’s colours through the sanitiser', () => {
  const { fill, on } = THEME_COLOURS[THEME];

  it('a button keeps its fill behind its label, and the label its colour', async () => {
    const doc = await preview('button');
    const link = doc.querySelector('a');
    expect(link).not.toBeNull();
    expect(rgb(on)).toContain(link?.style.color);
    // The fill is on the link itself or on the cell around it, as MJML writes it.
    const filled = [link, link?.closest('td')].map((el) => el?.style.backgroundColor);
    expect(filled.some((c) => c && rgb(fill).includes(c))).toBe(true);
  });

  it('a divider keeps its line', async () => {
    const doc = await preview('divider');
    expect(colours(doc, 'borderTopColor').some((c) => rgb(fill).includes(c))).toBe(true);
  });

  it.each(['heading', 'text'] as const)('a %s keeps its ink', async (type) => {
    const doc = await preview(type);
    const { ink } = THEME_COLOURS[THEME];
    expect(colours(doc, 'color').some((c) => rgb(ink).includes(c))).toBe(true);
  });
});
