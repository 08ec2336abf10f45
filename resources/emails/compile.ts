import { mjmlToHtml } from '@/integrations/mjml';
import { plainTextOf } from './plain-text';
import { docToMjml, type CompileOptions, type Library } from './to-mjml';
import type { EmailDoc } from './types';

export interface Compiled {
  html: string;
  text: string;
}

/** One locale's email: blocks to MJML to HTML, with its plain text. */
export async function compileLocale(
  doc: EmailDoc,
  locale: string,
  library: Library,
  options: CompileOptions = {},
): Promise<Compiled> {
  const { html } = await mjmlToHtml(docToMjml(doc, locale, library, options));
  return { html, text: plainTextOf(doc, locale, library) };
}

/** Every locale's email, as saved in `json_template.compiled`. */
export async function compileAll(
  doc: EmailDoc,
  library: Library,
  options: CompileOptions = {},
): Promise<Record<string, Compiled>> {
  const entries = await Promise.all(
    doc.locales.map(async (l) => [l, await compileLocale(doc, l, library, options)] as const),
  );
  return Object.fromEntries(entries);
}
