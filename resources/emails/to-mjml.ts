import { escapeHtml as esc } from './placeholders';
import { THEME_COLOURS } from './themes';
import type { Block, EmailDoc, LocaleText, Section } from './types';

/** The blocks of each template block by id, resolved before compiling. */
export type Library = ReadonlyMap<number, readonly Block[]>;

export interface CompileOptions {
  /** Cleans a text block's rich text before it goes into the email. */
  cleanHtml?: (html: string) => string;
}

/** A locale's text, or the default locale's when that locale has none (the preview warns). */
export function textIn(doc: EmailDoc, text: LocaleText, locale: string): string {
  const own = text[locale];
  return own !== undefined && own.trim() !== '' ? own : (text[doc.locales[0] ?? ''] ?? '');
}

/** The blocks a column shows: template blocks replaced by theirs (one level, so no loops). */
export function expand(blocks: readonly Block[], library: Library): Block[] {
  return blocks.flatMap((b) =>
    b.type === 'template_block'
      ? (library.get(b.template_block_id) ?? []).filter((x) => x.type !== 'template_block')
      : [b],
  );
}

function blockMjml(doc: EmailDoc, b: Block, locale: string, options: CompileOptions): string {
  const { ink, fill, on } = THEME_COLOURS[b.style.theme];
  const common = `align="${b.style.align}" padding="${b.style.padding}px"`;
  const t = (text: LocaleText) => textIn(doc, text, locale);
  switch (b.type) {
    case 'heading':
      return `<mj-text ${common} color="${ink}" font-size="24px" line-height="1.3" font-weight="700">${esc(t(b.text))}</mj-text>`;
    case 'text': {
      const html = t(b.html);
      return `<mj-text ${common} color="${ink}" font-size="16px" line-height="1.5">${options.cleanHtml ? options.cleanHtml(html) : html}</mj-text>`;
    }
    case 'image': {
      const href = b.href ? ` href="${esc(b.href)}"` : '';
      return `<mj-image ${common} src="${esc(b.src)}" alt="${esc(t(b.alt))}"${href} />`;
    }
    case 'button':
      return `<mj-button ${common} href="${esc(b.url)}" background-color="${fill}" color="${on}" font-size="16px">${esc(t(b.label))}</mj-button>`;
    case 'divider':
      return `<mj-divider padding="${b.style.padding}px" border-width="1px" border-color="${fill}" />`;
    case 'spacer':
      return `<mj-spacer height="${b.height}px" />`;
    case 'template_block':
      return '';
  }
}

function sectionMjml(
  doc: EmailDoc,
  s: Section,
  locale: string,
  library: Library,
  options: CompileOptions,
): string {
  const bg = s.background === 'none' ? '#ffffff' : THEME_COLOURS[s.background].fill;
  const columns = s.columns
    .map((c) => {
      const blocks = expand(c.blocks, library).map((b) => blockMjml(doc, b, locale, options));
      return `<mj-column>${blocks.join('')}</mj-column>`;
    })
    .join('');
  return `<mj-section background-color="${bg}" padding="${s.padding}px">${columns}</mj-section>`;
}

/** The email of one locale as MJML: responsive columns that stack on a phone. */
export function docToMjml(
  doc: EmailDoc,
  locale: string,
  library: Library,
  options: CompileOptions = {},
): string {
  const sections = doc.sections.map((s) => sectionMjml(doc, s, locale, library, options)).join('');
  return [
    '<mjml><mj-head>',
    `<mj-title>${esc(textIn(doc, doc.subject, locale))}</mj-title>`,
    '<mj-attributes><mj-all font-family="Helvetica, Arial, sans-serif" /></mj-attributes>',
    '</mj-head>',
    `<mj-body background-color="#f4f5f7" width="600px">${sections}</mj-body></mjml>`,
  ].join('');
}
