/**
 * What rich text may contain: the tags and attributes of written content, nothing that runs,
 * submits, embeds or restyles the console around it. Pure data and checks, no DOMPurify, so the
 * tests and the preview frame can read it without loading the sanitiser.
 */
export const ALLOWED_TAGS: readonly string[] = [
  'a',
  'abbr',
  'b',
  'blockquote',
  'br',
  'caption',
  'cite',
  'code',
  'col',
  'colgroup',
  'dd',
  'del',
  'div',
  'dl',
  'dt',
  'em',
  'figcaption',
  'figure',
  'h1',
  'h2',
  'h3',
  'h4',
  'h5',
  'h6',
  'hr',
  'i',
  'img',
  'ins',
  'li',
  'mark',
  'ol',
  'p',
  'pre',
  'q',
  's',
  'small',
  'span',
  'strong',
  'sub',
  'sup',
  'table',
  'tbody',
  'td',
  'tfoot',
  'th',
  'thead',
  'tr',
  'u',
  'ul',
];

/** Marks an image whose address was withheld, for the placeholder's styles and for tests. */
export const BLOCKED_IMAGE_ATTRIBUTE = 'data-blocked-image';

/** Attributes every allowed element may carry. */
export const GLOBAL_ATTRIBUTES: readonly string[] = ['style', 'title'];

/**
 * Attributes of particular elements. No `class` or `id` anywhere: a class reaches the console's
 * own stylesheet (MUI's backdrop classes are `position: fixed`), and an id can shadow the page's
 * globals (DOM clobbering).
 */
export const ATTRIBUTES_BY_TAG: Readonly<Record<string, readonly string[]>> = {
  a: ['href', 'target'],
  img: ['src', 'alt', 'width', 'height'],
  ol: ['start'],
  td: ['colspan', 'rowspan'],
  th: ['colspan', 'rowspan', 'scope'],
};

export function isAllowedAttribute(tag: string, attribute: string): boolean {
  return GLOBAL_ATTRIBUTES.includes(attribute) || (ATTRIBUTES_BY_TAG[tag]?.includes(attribute) ?? false);
}

/** Elements whose text goes with them: what is left of a form or a widget is not content. */
export const DROPPED_WITH_CONTENT: readonly string[] = [
  'applet',
  'button',
  'canvas',
  'dialog',
  'embed',
  'form',
  'frameset',
  'object',
  'select',
  'textarea',
];

const COLOUR_SOURCE = '(#[0-9a-f]{3,8}|[a-z]{3,20}|(rgb|rgba|hsl|hsla)\\(\\s*[0-9.%,/\\s+-]{1,60}\\))';
const COLOUR = new RegExp(`^${COLOUR_SOURCE}$`);
const LENGTH = '(0|\\d{1,2}px)';
// A line as email layouts draw one (a divider, a button's edge): style, width and colour, nothing else.
const LINE = new RegExp(`^(none|((solid|dashed|dotted|double) ${LENGTH} ${COLOUR_SOURCE}))$`);

/**
 * Inline styles kept, each with the only values it may take: colours, alignment, emphasis, and the
 * lines, rounding and spacing (under 100px) an email's buttons and dividers are drawn with. Nothing
 * positions, layers, hides or loads anything.
 */
const STYLE_VALUES: Readonly<Record<string, RegExp>> = {
  'background-color': COLOUR,
  color: COLOUR,
  'font-style': /^(normal|italic|oblique)$/,
  'font-weight': /^(normal|bold|bolder|lighter|[1-9]00)$/,
  'text-align': /^(left|right|center|justify|start|end)$/,
  'text-decoration': /^(none|underline|overline|line-through)( (underline|overline|line-through))*$/,
  border: LINE,
  'border-top': LINE,
  'border-bottom': LINE,
  'border-radius': new RegExp(`^${LENGTH}( ${LENGTH}){0,3}$`),
  padding: new RegExp(`^${LENGTH}( ${LENGTH}){0,3}$`),
  'font-size': /^\d{1,2}px$/,
  'line-height': /^(\d{1,3}%|\d(\.\d{1,2})?|\d{1,2}px)$/,
};

/**
 * Shorthands kept as the one longhand they may mean: MJML fills a button with `background`, which
 * is allowed only as a plain colour (an image or gradient there would load or cover content).
 */
const AS_LONGHAND: Readonly<Record<string, string>> = { background: 'background-color' };

/**
 * The declarations of a `style` attribute that are on the list, rebuilt from their parts so
 * nothing else (comments, escapes, `url()`, `!important`, positioning) survives.
 */
export function safeStyle(style: string): string {
  return style
    .split(';')
    .flatMap((declaration) => {
      const colon = declaration.indexOf(':');
      if (colon < 0) return [];
      const named = declaration.slice(0, colon).trim().toLowerCase();
      const property = Object.hasOwn(AS_LONGHAND, named) ? (AS_LONGHAND[named] ?? named) : named;
      const value = declaration
        .slice(colon + 1)
        .trim()
        .toLowerCase();
      const allowed = Object.hasOwn(STYLE_VALUES, property) ? STYLE_VALUES[property] : undefined;
      return allowed?.test(value) ? [`${property}: ${value}`] : [];
    })
    .join('; ');
}

const VALUES: Readonly<Record<string, RegExp>> = {
  colspan: /^\d{1,3}$/,
  height: /^\d{1,4}%?$/,
  rowspan: /^\d{1,3}$/,
  scope: /^(row|col|rowgroup|colgroup)$/,
  start: /^-?\d{1,6}$/,
  target: /^_blank$/,
  width: /^\d{1,4}%?$/,
};

/**
 * The value an allowed attribute keeps, or undefined to drop it. Addresses are checked apart
 * (they depend on the page's own address); other text (alt, title) is inert as an attribute.
 */
export function attributeValue(attribute: string, value: string): string | undefined {
  if (attribute === 'style') return safeStyle(value) || undefined;
  const pattern = Object.hasOwn(VALUES, attribute) ? VALUES[attribute] : undefined;
  if (!pattern) return value;
  const trimmed = value.trim().toLowerCase();
  return pattern.test(trimmed) ? trimmed : undefined;
}

function parse(url: string, base: string): URL | undefined {
  try {
    return new URL(url, base);
  } catch {
    return undefined;
  }
}

/** Links may lead to web pages and email addresses only; relative links resolve to the console. */
export function isSafeLink(href: string, base: string): boolean {
  const url = parse(href, base);
  return url !== undefined && ['http:', 'https:', 'mailto:'].includes(url.protocol);
}

/** The origin an image would be fetched from, or undefined for anything but http(s). */
export function imageOrigin(src: string, base: string): string | undefined {
  const url = parse(src, base);
  return url && (url.protocol === 'https:' || url.protocol === 'http:') ? url.origin : undefined;
}
