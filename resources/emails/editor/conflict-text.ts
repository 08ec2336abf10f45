import '../texts';
import { humanize } from '@/engine/screens';
import { htmlToText } from '../plain-text';
import { BLOCKS, CONTENT, LOCALES, partPrefix } from '../conflict-parts';
import type { Draft } from '../template-record';
import type { Block, Section } from '../types';

type Translate = (key: string, options?: Record<string, unknown>) => string;

/** The part's name as the editor labels it: "Subject (en-gb)", "Blocks", a setting's field name. */
export function partLabel(key: string, translate: Translate): string {
  const { setting, subject, plainText, blockTexts } = partPrefix;
  if (key.startsWith(setting)) {
    const field = key.slice(setting.length);
    return translate(`resources.templates.fields.${field}`, { _: humanize(field) });
  }
  if (key.startsWith(subject))
    return translate('emails.field.subject', { locale: key.slice(subject.length) });
  if (key.startsWith(plainText))
    return translate('emails.field.plain_text', { locale: key.slice(plainText.length) });
  if (key.startsWith(blockTexts))
    return translate('emails.conflict.block_texts', { locale: key.slice(blockTexts.length) });
  if (key === BLOCKS) return translate('emails.conflict.blocks');
  if (key === LOCALES) return translate('emails.editor.locales');
  if (key === CONTENT) return translate('emails.conflict.content');
  if (key === 'legacy.html') return translate('emails.legacy.html');
  if (key === 'legacy.text') return translate('emails.conflict.legacy_text');
  return translate('emails.conflict.legacy_subject');
}

function blockText(block: Block, locale: string): string {
  switch (block.type) {
    case 'heading':
      return block.text[locale] ?? '';
    case 'text':
      return htmlToText(block.html[locale] ?? '');
    case 'image':
      return block.alt[locale] ?? block.src;
    case 'button':
      return `${block.label[locale] ?? ''} → ${block.url}`;
    case 'spacer':
      return `${block.height} px`;
    case 'divider':
      return '';
    case 'template_block':
      return `#${block.template_block_id}`;
  }
}

const isSections = (v: unknown): v is Section[] =>
  Array.isArray(v) && v.every((s) => typeof s === 'object' && s !== null && 'columns' in s);

/**
 * The blocks in reading order, each by its type and what it says in the first language: enough
 * to tell the two versions apart without drawing either.
 */
function blocksText(sections: Section[], locale: string, translate: Translate): string {
  const lines = sections.flatMap((s) =>
    s.columns.flatMap((c) =>
      c.blocks.map((b) => {
        const text = blockText(b, locale).trim();
        const type = translate(`emails.block_type.${b.type}`);
        return text ? `${type}: ${text}` : type;
      }),
    ),
  );
  return lines.join('\n');
}

/** One side's value of a part as short text, for setting the two side by side. */
export function partText(key: string, value: unknown, locale: string, translate: Translate): string {
  const empty = translate('engine.conflict.empty');
  if (key === BLOCKS && isSections(value)) return blocksText(value, locale, translate) || empty;
  if (key === CONTENT && typeof value === 'object' && value !== null && 'doc' in value && 'legacy' in value) {
    const { doc, legacy } = value as Pick<Draft, 'doc' | 'legacy'>;
    return (doc ? blocksText(doc.sections, locale, translate) : htmlToText(legacy.html)) || empty;
  }
  if (key.startsWith(partPrefix.blockTexts) && typeof value === 'object' && value !== null) {
    const lines = Object.values(value).map((t) => htmlToText(String(t)));
    return lines.join('\n') || empty;
  }
  if (value === null || value === undefined || value === '') return empty;
  if (typeof value === 'string') return key === 'legacy.html' ? htmlToText(value) : value;
  if (typeof value === 'boolean') return translate(value ? 'ra.boolean.true' : 'ra.boolean.false');
  if (typeof value === 'number') return String(value);
  if (Array.isArray(value)) return value.length ? value.map(String).join(', ') : empty;
  return JSON.stringify(value);
}
