import {
  ALIGNMENTS,
  BLOCK_TYPES,
  THEMES,
  type Block,
  type BlockStyle,
  type BlockType,
  type EmailDoc,
  type Section,
} from './types';

const isObject = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v);

const isLocaleText = (v: unknown): boolean =>
  isObject(v) && Object.values(v).every((t) => typeof t === 'string');

const isStyle = (v: unknown): v is BlockStyle =>
  isObject(v) &&
  (ALIGNMENTS as readonly unknown[]).includes(v.align) &&
  (THEMES as readonly unknown[]).includes(v.theme) &&
  typeof v.padding === 'number';

const FIELDS: Record<BlockType, (b: Record<string, unknown>) => boolean> = {
  heading: (b) => isLocaleText(b.text),
  text: (b) => isLocaleText(b.html),
  image: (b) => typeof b.src === 'string' && isLocaleText(b.alt) && typeof b.href === 'string',
  button: (b) => isLocaleText(b.label) && typeof b.url === 'string',
  divider: () => true,
  spacer: (b) => typeof b.height === 'number',
  template_block: (b) => typeof b.template_block_id === 'number',
};

export function isBlock(v: unknown): v is Block {
  if (!isObject(v) || typeof v.id !== 'string' || !isStyle(v.style)) return false;
  const type = v.type as BlockType;
  return BLOCK_TYPES.includes(type) && FIELDS[type](v);
}

const isSection = (v: unknown): v is Section =>
  isObject(v) &&
  typeof v.id === 'string' &&
  Array.isArray(v.columns) &&
  v.columns.length >= 1 &&
  v.columns.length <= 3 &&
  v.columns.every(
    (c) => isObject(c) && typeof c.id === 'string' && Array.isArray(c.blocks) && c.blocks.every(isBlock),
  );

/**
 * The email document in a `json_template`, or null when it is not one this editor wrote (an
 * older tool's JSON, or none): such a template is edited as HTML and never rewritten.
 */
export function readDoc(json: unknown): EmailDoc | null {
  if (!isObject(json) || json.version !== 1) return null;
  const { locales, sections } = json;
  if (!Array.isArray(locales) || locales.length === 0 || !locales.every((l) => typeof l === 'string'))
    return null;
  if (!isLocaleText(json.subject) || !isLocaleText(json.plain_text)) return null;
  if (!Array.isArray(sections) || !sections.every(isSection)) return null;
  return json as unknown as EmailDoc;
}

let counter = 0;
/** Ids unique within a document; a copy of a block or section gets fresh ones. */
export function newId(prefix: string): string {
  counter += 1;
  return `${prefix}-${Date.now().toString(36)}-${counter.toString(36)}`;
}

export const DEFAULT_STYLE: BlockStyle = { align: 'left', theme: 'neutral', padding: 8 };

export function newBlock(type: BlockType, locale: string): Block {
  const base = { id: newId('b'), style: { ...DEFAULT_STYLE } };
  switch (type) {
    case 'heading':
      return { ...base, type, text: { [locale]: '' } };
    case 'text':
      return { ...base, type, html: { [locale]: '' } };
    case 'image':
      return { ...base, type, src: '', alt: { [locale]: '' }, href: '' };
    case 'button':
      return {
        ...base,
        type,
        label: { [locale]: '' },
        url: 'https://',
        style: { ...base.style, theme: 'brand' },
      };
    case 'divider':
      return { ...base, type };
    case 'spacer':
      return { ...base, type, height: 24 };
    case 'template_block':
      return { ...base, type, template_block_id: 0 };
  }
}

export function newSection(columns: number): Section {
  return {
    id: newId('s'),
    background: 'none',
    padding: 16,
    columns: Array.from({ length: columns }, () => ({ id: newId('c'), blocks: [] })),
  };
}

export function copyBlock(block: Block): Block {
  return { ...structuredClone(block), id: newId('b') };
}

export function copySection(section: Section): Section {
  return {
    ...section,
    id: newId('s'),
    columns: section.columns.map((c) => ({ id: newId('c'), blocks: c.blocks.map(copyBlock) })),
  };
}

export function emptyDoc(locale: string): EmailDoc {
  return {
    version: 1,
    locales: [locale],
    subject: { [locale]: '' },
    sections: [newSection(1)],
    plain_text: {},
  };
}
