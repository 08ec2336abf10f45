// The email document kept in a template's `json_template` (docs/backend.md, "Emails"): the
// source of truth from which the HTML and the plain text of every locale are compiled.

/** The spec's colour theme names (§3). */
export const THEMES = [
  'brand',
  'neutral',
  'blue',
  'green',
  'red',
  'orange',
  'purple',
  'pink',
  'sand',
  'tan',
] as const;
export type Theme = (typeof THEMES)[number];

export const ALIGNMENTS = ['left', 'center', 'right'] as const;
export type Align = (typeof ALIGNMENTS)[number];

export interface BlockStyle {
  align: Align;
  theme: Theme;
  /** Padding around the block, in pixels. */
  padding: number;
}

/** A text per locale code (`en-gb`); a locale without its text is reported by the preview. */
export type LocaleText = Record<string, string>;

interface Base {
  id: string;
  style: BlockStyle;
}

export type Block =
  | (Base & { type: 'heading'; text: LocaleText })
  | (Base & { type: 'text'; html: LocaleText })
  | (Base & { type: 'image'; src: string; alt: LocaleText; href: string })
  | (Base & { type: 'button'; label: LocaleText; url: string })
  | (Base & { type: 'divider' })
  | (Base & { type: 'spacer'; height: number })
  | (Base & { type: 'template_block'; template_block_id: number });

export type BlockType = Block['type'];
export const BLOCK_TYPES: readonly BlockType[] = [
  'heading',
  'text',
  'image',
  'button',
  'divider',
  'spacer',
  'template_block',
];

export interface Column {
  id: string;
  blocks: Block[];
}

export interface Section {
  id: string;
  /** One to three columns side by side on a wide screen, stacked on a phone. */
  columns: Column[];
  background: Theme | 'none';
  padding: number;
}

export interface EmailDoc {
  version: 1;
  /** The first is the template's default locale: `email_subject` and `html_template` hold it. */
  locales: string[];
  subject: LocaleText;
  sections: Section[];
  /** Plain text edited after generation, per locale; a locale absent here follows the blocks. */
  plain_text: LocaleText;
  /** Compiled per locale when saved, for the backend to send. */
  compiled?: Record<string, { html: string; text: string }>;
}

/** A reusable template block (`content` of `/template-blocks`): blocks shared by reference. */
export interface TemplateBlockContent {
  blocks: Block[];
}
