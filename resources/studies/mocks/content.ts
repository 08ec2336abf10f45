import { answer, declared } from '@/mocks/lib/declared';
import { fail, isObject, notFound, readData } from '@/mocks/lib/respond';
import { guard, lockRefusal } from './guard';
import { content, contentItem, contentSave } from '../contract';
import { draftOf, itemOf, latest, syncRow } from './store';
import type { LocaleTexts } from '../types';

const texts = (value: unknown): LocaleTexts | undefined =>
  isObject(value)
    ? Object.fromEntries(Object.entries(value).map(([k, v]) => [k, String(v ?? '')]))
    : undefined;

/** A study's content items, as its latest version holds them; changed on the draft by its holder. */
export const contentHandlers = [
  declared(content, ({ request, params }) => {
    const g = guard(request, params.id, 'show');
    return 'refusal' in g ? g.refusal : answer(content, latest(g.state).content.map(itemOf));
  }),

  declared(contentItem, ({ request, params }) => {
    const g = guard(request, params.id, 'show');
    if ('refusal' in g) return g.refusal;
    const item = latest(g.state).content.find((c) => String(c.id) === String(params.item));
    return item ? answer(contentItem, itemOf(item)) : notFound('Content item');
  }),

  declared(contentSave, async ({ request, params }) => {
    const g = guard(request, params.id, 'edit');
    if ('refusal' in g) return g.refusal;
    const refused = lockRefusal(g.state, g.caller);
    if (refused) return refused;
    const draft = draftOf(g.state);
    const item = draft?.content.find((c) => String(c.id) === String(params.item));
    if (!item) return draft ? notFound('Content item') : fail(409, 'There is no draft to save.');
    const body = await readData(request);
    item.title = texts(body.title) ?? item.title;
    item.body = texts(body.body) ?? item.body;
    syncRow(g.state);
    return answer(contentSave, itemOf(item));
  }),
];
