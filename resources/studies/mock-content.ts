import { http } from 'msw';
import { fail, isObject, notFound, ok, readData } from '@/mocks/lib/respond';
import { guard, lockRefusal } from './mock-guard';
import { draftOf, latest, syncRow } from './mock-store';
import type { LocaleTexts } from './types';

const BASE = '/api/admin/studies/:id/content';

const texts = (value: unknown): LocaleTexts | undefined =>
  isObject(value)
    ? Object.fromEntries(Object.entries(value).map(([k, v]) => [k, String(v ?? '')]))
    : undefined;

/** A study's content items, as its latest version holds them; changed on the draft by its holder. */
export const contentHandlers = [
  http.get(BASE, ({ request, params }) => {
    const g = guard(request, params.id, 'show');
    return 'refusal' in g ? g.refusal : ok(latest(g.state).content);
  }),

  http.get(`${BASE}/:cid`, ({ request, params }) => {
    const g = guard(request, params.id, 'show');
    if ('refusal' in g) return g.refusal;
    const item = latest(g.state).content.find((c) => String(c.id) === String(params.cid));
    return item ? ok(item) : notFound('Content item');
  }),

  http.put(`${BASE}/:cid`, async ({ request, params }) => {
    const g = guard(request, params.id, 'edit');
    if ('refusal' in g) return g.refusal;
    const refused = lockRefusal(g.state, g.caller);
    if (refused) return refused;
    const draft = draftOf(g.state);
    const item = draft?.content.find((c) => String(c.id) === String(params.cid));
    if (!item) return draft ? notFound('Content item') : fail(409, 'There is no draft to save.');
    const body = await readData(request);
    item.title = texts(body.title) ?? item.title;
    item.body = texts(body.body) ?? item.body;
    syncRow(g.state);
    return ok(item);
  }),
];
