import { expand, textIn, type Library } from './to-mjml';
import type { Block, EmailDoc } from './types';

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', '#39': "'", nbsp: ' ' };

/** Rich text as plain text: paragraphs and line breaks kept, list items dashed, tags dropped. */
export function htmlToText(html: string): string {
  return html
    .replace(/<br\s*\/?>/gi, '\n')
    .replace(/<li[^>]*>/gi, '- ')
    .replace(/<\/(p|h[1-6]|li|div|blockquote|tr)>/gi, '\n')
    .replace(/<a [^>]*href="([^"]*)"[^>]*>(.*?)<\/a>/gi, (_, href: string, label: string) =>
      label === href ? href : `${label} (${href})`,
    )
    .replace(/<[^>]+>/g, '')
    .replace(/&(amp|lt|gt|quot|#39|nbsp);/g, (_, e: string) => ENTITIES[e] ?? '')
    .replace(/[ \t]+\n/g, '\n')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
}

function blockText(doc: EmailDoc, b: Block, locale: string): string {
  switch (b.type) {
    case 'heading':
      return textIn(doc, b.text, locale);
    case 'text':
      return htmlToText(textIn(doc, b.html, locale));
    case 'image':
      return b.href ? `${textIn(doc, b.alt, locale)} (${b.href})` : '';
    case 'button':
      return `${textIn(doc, b.label, locale)}: ${b.url}`;
    case 'divider':
      return '----';
    case 'spacer':
    case 'template_block':
      return '';
  }
}

/** The plain-text version generated from the blocks, columns read left to right. */
export function docToText(doc: EmailDoc, locale: string, library: Library): string {
  return doc.sections
    .flatMap((s) => s.columns.flatMap((c) => expand(c.blocks, library).map((b) => blockText(doc, b, locale))))
    .filter((t) => t !== '')
    .join('\n\n');
}

/** The plain text a locale sends: the edited one if there is one, else the generated one. */
export function plainTextOf(doc: EmailDoc, locale: string, library: Library): string {
  return doc.plain_text[locale] ?? docToText(doc, locale, library);
}
