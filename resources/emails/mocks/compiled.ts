import { asSeed, find, onResetDb, replace } from '@/mocks/db';
import { compileAll } from '../compile';
import { readDoc } from '../doc';
import { library } from './seed';

// A seeded block template gets its compiled HTML, as the console saves it, the first time it is
// read on its own: MJML is large and slow to start, and the list never shows the HTML.

const TEMPLATES = 'templates';
const pending = new Map<string, Promise<void>>();
onResetDb(() => pending.clear());

async function compileStored(id: string): Promise<void> {
  const row = find(TEMPLATES, id);
  const doc = readDoc(row?.json_template);
  if (!row || !doc || doc.compiled || String(row.html_template ?? '') !== '') return;
  const compiled = await compileAll(doc, library());
  const first = compiled[doc.locales[0] ?? 'en-gb'];
  const now = find(TEMPLATES, id);
  // A save while MJML ran wins: the row it wrote is left as it is.
  if (now !== row) return;
  // Filling in what the seed left out, not a change anyone made.
  asSeed(() =>
    replace(TEMPLATES, row, {
      ...row,
      json_template: { ...doc, compiled },
      html_template: first?.html ?? '',
      plain_text_template: first?.text ?? row.plain_text_template,
    }),
  );
}

/** Waits until the template `id` holds its compiled HTML (once per template and reset). */
export function withCompiledHtml(id: string): Promise<void> {
  let job = pending.get(id);
  if (!job) {
    job = compileStored(id).catch(() => undefined);
    pending.set(id, job);
  }
  return job;
}
