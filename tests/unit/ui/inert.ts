import { ALLOWED_TAGS, BLOCKED_IMAGE_ATTRIBUTE, isAllowedAttribute } from '@/ui/sanitise/policy';

const URL_ATTRIBUTES = [
  'action',
  'background',
  'cite',
  'codebase',
  'data',
  'dynsrc',
  'formaction',
  'href',
  'longdesc',
  'lowsrc',
  'ping',
  'poster',
  'src',
  'srcset',
  'xlink:href',
];
const STYLE_PROPERTIES = [
  'background-color',
  'color',
  'font-style',
  'font-weight',
  'text-align',
  'text-decoration',
];
/** Attributes the sanitiser itself sets, on top of the allow-list. */
const ADDED: Record<string, string[]> = { a: ['rel'], img: ['referrerpolicy', BLOCKED_IMAGE_ATTRIBUTE] };

/**
 * Every way the corpus could do harm, checked on the sanitiser's output as a browser would parse
 * it again (so a mutation on re-parsing counts): returns what is wrong, empty when inert.
 */
export function harmIn(html: string, allowedImageOrigins: readonly string[]): string[] {
  const doc = document.implementation.createHTMLDocument('');
  const root = doc.createElement('div');
  root.innerHTML = html;
  const own = window.location.origin;
  const problems: string[] = [];
  for (const el of root.querySelectorAll('*')) {
    const tag = el.localName;
    if (el.namespaceURI !== 'http://www.w3.org/1999/xhtml' || !ALLOWED_TAGS.includes(tag)) {
      problems.push(`element <${tag}>`);
    }
    for (const { name, value } of Array.from(el.attributes)) {
      if (/^on/i.test(name)) problems.push(`event handler ${name}`);
      if (!isAllowedAttribute(tag, name) && !ADDED[tag]?.includes(name))
        problems.push(`attribute ${tag}[${name}]`);
      if (URL_ATTRIBUTES.includes(name)) {
        const url = new URL(value, window.location.href);
        const ok =
          (tag === 'a' && name === 'href' && ['http:', 'https:', 'mailto:'].includes(url.protocol)) ||
          (tag === 'img' && name === 'src' && [own, ...allowedImageOrigins].includes(url.origin));
        if (!ok) problems.push(`address ${tag}[${name}]=${value}`);
      }
      // Text attributes are inert; any other attribute that names a script scheme is suspect.
      const text = name === 'alt' || name === 'title' || URL_ATTRIBUTES.includes(name);
      if (!text && /javascript:|vbscript:|data:/i.test(value))
        problems.push(`script address in ${tag}[${name}]`);
    }
    if (tag === 'a' && el.getAttribute('rel') !== 'noopener noreferrer')
      problems.push('link without noopener');
    if (tag === 'a' && el.hasAttribute('target') && el.getAttribute('target') !== '_blank')
      problems.push('target');
    const style = el.getAttribute('style');
    if (style !== null) {
      if (/url|expression|position|import|\\|\/\*|!/i.test(style)) problems.push(`style ${style}`);
      for (const declaration of style.split(';').filter((d) => d.trim())) {
        const property = declaration.split(':')[0]?.trim() ?? '';
        if (!STYLE_PROPERTIES.includes(property)) problems.push(`style property ${property}`);
      }
    }
  }
  return problems;
}
