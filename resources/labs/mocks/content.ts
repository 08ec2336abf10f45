import type { z } from '@/lib/zod';
import { onDataReset } from '@/mocks/controls';
import { answer, created, declared } from '@/mocks/lib/declared';
import { fail, isObject, notFound, nowIso, readData, str, versionConflict } from '@/mocks/lib/respond';
import type { contentStringAnswer } from '../answers';
import { KEY_PATTERN } from '../content/content-rules';
import type { ContentString } from '../content/content-types';
import { contentCatalogue, contentCreate, contentOne, contentSave } from '../contract';
import { actorOf, labsRefusal } from './access';
import { LOCALES, PRIMARY, seedStrings } from './content-seed';

let strings: ContentString[] | null = null;
onDataReset(() => {
  strings = null;
});

function all(): ContentString[] {
  strings ??= seedStrings();
  return strings;
}

const version = (item: ContentString) =>
  Object.values(item.texts).reduce((v, t) => (t && t.updated_at > v ? t.updated_at : v), '');

/** Applies a write: changed texts get a new date and author, empty ones are removed. */
function applyWrite(item: ContentString, body: Record<string, unknown>, by: string): ContentString {
  const texts = isObject(body.texts) ? body.texts : {};
  const next: ContentString = {
    ...item,
    namespace: str(body.namespace) || item.namespace,
    description: str(body.description),
    texts: { ...item.texts },
  };
  const at = nowIso();
  for (const { code } of LOCALES) {
    if (!(code in texts)) continue;
    const text = str(texts[code]);
    if (text.trim() === '') delete next.texts[code];
    else if (text !== item.texts[code]?.text) next.texts[code] = { text, updated_at: at, updated_by: by };
  }
  return next;
}

/** A content string as the content calls answer it. */
const stringOf = (item: ContentString): z.input<typeof contentStringAnswer> => ({
  ...item,
  texts: Object.fromEntries(Object.entries(item.texts).map(([code, t]) => [code, t && { ...t }])),
});

/** Content strings (docs/backend.md, "Labs"). */
export const contentHandlers = [
  declared(contentCatalogue, ({ request }) => {
    const refusal = labsRefusal(request);
    if (refusal) return refusal;
    const list = all();
    return answer(contentCatalogue, {
      strings: list.map(stringOf),
      locales: LOCALES.map((l) => ({ ...l })),
      primary_locale: PRIMARY,
      namespaces: [...new Set(list.map((s) => s.namespace))].sort(),
    });
  }),

  declared(contentOne, ({ request, params }) => {
    const refusal = labsRefusal(request);
    if (refusal) return refusal;
    const item = all().find((s) => s.key === params.key);
    return item ? answer(contentOne, stringOf(item)) : notFound('Content string');
  }),

  declared(contentCreate, async ({ request }) => {
    const refusal = labsRefusal(request);
    if (refusal) return refusal;
    const body = await readData(request);
    const key = str(body.key).trim();
    if (!KEY_PATTERN.test(key))
      return fail(422, 'The key is not valid.', { key: 'Use dotted lower-case words, e.g. consent.title' });
    if (all().some((s) => s.key === key))
      return fail(422, 'The key is taken.', { key: 'This key already exists' });
    const primaryText = isObject(body.texts) ? str(body.texts[PRIMARY]) : '';
    if (!primaryText.trim()) return fail(422, 'The primary text is required.', { [PRIMARY]: 'is required' });
    const made = applyWrite(
      { key, namespace: key.split('.')[0]!, description: '', texts: {} },
      body,
      actorOf(request),
    );
    strings = [...all(), made];
    return created(contentCreate, stringOf(made));
  }),

  declared(contentSave, async ({ request, params }) => {
    const refusal = labsRefusal(request);
    if (refusal) return refusal;
    const item = all().find((s) => s.key === params.key);
    if (!item) return notFound('Content string');
    if (request.headers.get('If-Match') !== version(item)) return versionConflict({ ...item });
    const body = await readData(request);
    const primaryText = isObject(body.texts) ? body.texts[PRIMARY] : undefined;
    if (primaryText !== undefined && !str(primaryText).trim())
      return fail(422, 'The primary text is required.', { [PRIMARY]: 'is required' });
    const next = applyWrite(item, body, actorOf(request));
    strings = all().map((s) => (s.key === item.key ? next : s));
    return answer(contentSave, stringOf(next));
  }),
];
