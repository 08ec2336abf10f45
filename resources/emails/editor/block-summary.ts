import { htmlToText } from '../plain-text';
import { textIn } from '../to-mjml';
import type { Block, EmailDoc } from '../types';

/** A line saying what a block holds, for its card and for screen readers. */
export function blockSummary(
  doc: EmailDoc,
  block: Block,
  locale: string,
  blockName: (id: number) => string,
): string {
  switch (block.type) {
    case 'heading':
      return textIn(doc, block.text, locale);
    case 'text':
      return htmlToText(textIn(doc, block.html, locale)).slice(0, 120);
    case 'image':
      return textIn(doc, block.alt, locale) || block.src;
    case 'button':
      return `${textIn(doc, block.label, locale)} → ${block.url}`;
    case 'spacer':
      return `${block.height} px`;
    case 'divider':
      return '';
    case 'template_block':
      return blockName(block.template_block_id);
  }
}
