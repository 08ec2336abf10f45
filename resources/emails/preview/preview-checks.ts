import { textsOf } from '../doc-ops';
import type { EmailDoc } from '../types';

export type PreviewWarning =
  | { kind: 'missing_alt'; count: number }
  | { kind: 'insecure_links'; links: string[] }
  | { kind: 'missing_texts'; count: number };

/** Images without alt text and links that are not https, read from the compiled HTML. */
export function htmlWarnings(html: string): PreviewWarning[] {
  const doc = new DOMParser().parseFromString(html, 'text/html');
  const out: PreviewWarning[] = [];
  const noAlt = [...doc.querySelectorAll('img')].filter(
    (i) => (i.getAttribute('alt') ?? '').trim() === '',
  ).length;
  if (noAlt > 0) out.push({ kind: 'missing_alt', count: noAlt });
  const links = [...doc.querySelectorAll('a[href]')]
    .map((a) => a.getAttribute('href') ?? '')
    .filter((h) => !/^(https:|mailto:|#|\{\{)/i.test(h.trim()));
  if (links.length > 0) out.push({ kind: 'insecure_links', links: [...new Set(links)] });
  return out;
}

/** Texts the locale lacks (the default locale's are sent in their place). */
export function missingTexts(doc: EmailDoc, locale: string): number {
  if (locale === doc.locales[0]) return 0;
  const own = textsOf(doc, locale);
  const first = textsOf(doc, doc.locales[0] ?? '');
  return own.filter((t, i) => (t.text ?? '').trim() === '' && (first[i]?.text ?? '').trim() !== '').length;
}

/** Puts the desktop layout's column widths inline: the sanitised preview keeps no style sheet. */
export function inlineColumnWidths(html: string): string {
  return html.replace(
    /(<div class="mj-column-(per|px)-(\d+)(?:-(\d+))?[^"]*" style=")([^"]*)"/g,
    (_m, start: string, unit: string, whole: string, part: string | undefined, style: string) => {
      const width = unit === 'per' ? `${whole}${part ? `.${part}` : ''}%` : `${whole}px`;
      return `${start}${style.replace(/width:100%;?/, '')};width:${width};max-width:${width};"`;
    },
  );
}
