import type { Block, BlockStyle, LocaleText, Section, Theme } from '../types';

// Small builders for the mock's seeded emails: readable catalogues instead of nested literals.

let seq = 0;
const id = (p: string) => `${p}-seed-${(seq += 1)}`;
const style = (theme: Theme = 'neutral', align: BlockStyle['align'] = 'left', padding = 8): BlockStyle => ({
  align,
  theme,
  padding,
});

export const heading = (text: LocaleText, theme: Theme = 'brand'): Block => ({
  id: id('b'),
  type: 'heading',
  text,
  style: style(theme),
});
export const text = (html: LocaleText): Block => ({ id: id('b'), type: 'text', html, style: style() });
export const image = (src: string, alt: LocaleText, align: BlockStyle['align'] = 'center'): Block => ({
  id: id('b'),
  type: 'image',
  src,
  alt,
  href: '',
  style: style('neutral', align, 0),
});
export const button = (label: LocaleText, url: string, theme: Theme = 'brand'): Block => ({
  id: id('b'),
  type: 'button',
  label,
  url,
  style: style(theme, 'center', 12),
});
export const divider = (): Block => ({ id: id('b'), type: 'divider', style: style('neutral', 'left', 12) });
export const spacer = (height = 16): Block => ({ id: id('b'), type: 'spacer', height, style: style() });
export const shared = (templateBlockId: number): Block => ({
  id: id('b'),
  type: 'template_block',
  template_block_id: templateBlockId,
  style: style(),
});

export const section = (columns: Block[][], background: Section['background'] = 'none'): Section => ({
  id: id('s'),
  background,
  padding: 16,
  columns: columns.map((blocks) => ({ id: id('c'), blocks })),
});

export const HEADER_BLOCK = 1;
export const FOOTER_BLOCK = 2;
export const SIGNATURE_BLOCK = 3;
export const HELP_BLOCK = 4;

/** The template blocks: a header and a footer shared by most emails, and two smaller pieces. */
export const TEMPLATE_BLOCKS: { id: number; name: string; blocks: Block[] }[] = [
  {
    id: HEADER_BLOCK,
    name: 'Header: logo',
    blocks: [
      image('https://assets.research.example.org/email/logo-600.png', {
        'en-gb': 'Research Together',
        'de-de': 'Research Together',
        'fr-fr': 'Research Together',
      }),
    ],
  },
  {
    id: FOOTER_BLOCK,
    name: 'Footer: address and unsubscribe',
    blocks: [
      divider(),
      text({
        'en-gb':
          '<p>Research Together, 10 Station Road, Cambridge CB1 2JH. <a href="{{ unsubscribe_url }}">Unsubscribe</a></p>',
        'de-de':
          '<p>Research Together, 10 Station Road, Cambridge CB1 2JH. <a href="{{ unsubscribe_url }}">Abmelden</a></p>',
        'fr-fr':
          '<p>Research Together, 10 Station Road, Cambridge CB1 2JH. <a href="{{ unsubscribe_url }}">Se désabonner</a></p>',
      }),
    ],
  },
  {
    id: SIGNATURE_BLOCK,
    name: 'Signature: study team',
    blocks: [
      text({
        'en-gb': '<p>With thanks,<br>The {{ study_title }} study team</p>',
        'de-de': '<p>Vielen Dank,<br>Ihr Studienteam von {{ study_title }}</p>',
      }),
    ],
  },
  {
    id: HELP_BLOCK,
    name: 'Help: contact the team',
    blocks: [
      text({
        'en-gb':
          '<p>Questions? Reply to this email or call 0800 123 4567 (Monday to Friday, 9am to 5pm).</p>',
      }),
    ],
  },
];
