import { PHRASES } from './landing-templates';

export const LAYOUTS = ['short', 'classic', 'detailed'] as const;
export type Layout = (typeof LAYOUTS)[number];

/** The study fields a landing page is written from. */
export interface StudySource {
  title: string;
  goal: string;
  descriptions: Partial<Record<string, string>>;
  start: string | null;
  end: string | null;
  country: string | null;
  researcher: string | null;
}

export interface Landing {
  title: string;
  body: string;
  cta: string;
}

const escapeHtml = (s: string) =>
  s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

/** "27 Nov 2022" in English, "27. Nov. 2022" in German: the date as a reader of the locale writes it. */
function localDate(iso: string, locale: string): string {
  const date = new Date(`${iso.slice(0, 10)}T12:00:00Z`);
  if (Number.isNaN(date.getTime())) return iso;
  return new Intl.DateTimeFormat(locale, {
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(date);
}

/** "GB" reads as "United Kingdom" (or "Vereinigtes Königreich"); anything else is kept as written. */
function countryName(code: string, locale: string): string {
  if (!/^[A-Za-z]{2}$/.test(code)) return code;
  try {
    return new Intl.DisplayNames([locale], { type: 'region' }).of(code.toUpperCase()) ?? code;
  } catch {
    return code;
  }
}

/**
 * A landing page's text in one locale from the study's fields and a layout: the study's own words
 * (escaped) placed in sentences of that locale; a locale without phrases gets the English ones.
 */
export function generateLanding(study: StudySource, layout: Layout, locale: string): Landing {
  const p = PHRASES[locale] ?? PHRASES['en-gb']!;
  const description = escapeHtml(study.descriptions[locale] ?? study.descriptions['en-gb'] ?? '');
  const goal = escapeHtml(study.goal);
  const facts = [
    study.start && study.end ? p.dates(localDate(study.start, locale), localDate(study.end, locale)) : '',
    study.country ? p.where(escapeHtml(countryName(study.country, locale))) : '',
    study.researcher ? p.who(escapeHtml(study.researcher)) : '',
  ].filter(Boolean);
  const paragraphs = (lines: string[]) =>
    lines
      .filter(Boolean)
      .map((l) => `<p>${l}</p>`)
      .join('');
  const body =
    layout === 'short'
      ? paragraphs([description || goal])
      : layout === 'classic'
        ? paragraphs([description, goal, facts.join(' ')])
        : `<h2>${p.why}</h2>${paragraphs([goal])}<h2>${p.involves}</h2>${paragraphs([description])}<ul>${facts
            .map((f) => `<li>${f}</li>`)
            .join('')}</ul>`;
  return { title: study.title, body, cta: p.join };
}
