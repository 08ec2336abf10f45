import { http } from 'msw';
import { env } from '@/config/env';
import { find, insert, present, remove } from '../db';
import { refusedOn } from '../lib/access';
import { createRng, hash } from '../lib/rng';
import { fail, missingParams, notFound, ok, readData, str } from '../lib/respond';

const TEMPLATES = 'templates';
const DAY = 86_400_000;
const MAX_DAYS = 366;

const languageHeader = () => `${env.productName}-Language`;
const noLanguage = () =>
  fail(422, 'A language is required to send an email.', { language: 'is a required field' });

function metrics(templateId: string, from: string, to: string) {
  const start = Date.parse(from);
  const end = Date.parse(to);
  const days =
    Number.isNaN(start) || Number.isNaN(end) ? 0 : Math.min(MAX_DAYS, Math.floor((end - start) / DAY) + 1);
  const daily = Array.from({ length: Math.max(0, days) }, (_, i) => {
    const date = new Date(start + i * DAY).toISOString().slice(0, 10);
    const rng = createRng(hash(`${templateId}:${date}`));
    const sent = rng.int(0, 400);
    const opened = Math.floor(sent * (0.2 + rng.next() * 0.4));
    return {
      date,
      sent,
      delivered: sent - rng.int(0, Math.floor(sent / 20)),
      opened,
      clicked: Math.floor(opened * rng.next() * 0.5),
    };
  });
  const sum = (k: 'sent' | 'delivered' | 'opened' | 'clicked') => daily.reduce((n, d) => n + d[k], 0);
  const totals = {
    sent: sum('sent'),
    delivered: sum('delivered'),
    opened: sum('opened'),
    clicked: sum('clicked'),
  };
  return { template_id: templateId, date_from: from, date_to: to, totals, daily };
}

/** Spec §7 template calls (duplicate, test send, send, metrics) and the segment delete. */
export const emailHandlers = [
  http.post('/api/admin/templates/:id/duplicate', ({ request, params }) => {
    const denied = refusedOn(TEMPLATES, request, 'create');
    if (denied) return denied;
    const source = find(TEMPLATES, String(params.id));
    if (!source) return notFound('Template');
    const { id: _id, ...rest } = source;
    const copy = insert(TEMPLATES, { ...rest, name: `${str(source.name)} (copy)`, is_active: false });
    return ok(present(TEMPLATES, copy), { status: 201 });
  }),

  http.post('/api/admin/templates/:id/send-test', async ({ request, params }) => {
    const denied = refusedOn(TEMPLATES, request, 'edit');
    if (denied) return denied;
    if (!find(TEMPLATES, String(params.id))) return notFound('Template');
    const language = request.headers.get(languageHeader());
    if (!language) return noLanguage();
    const { email } = await readData(request);
    return ok({ sent: true, language, recipients: str(email) ? [str(email)] : [] });
  }),

  http.post('/api/admin/templates/:id/send', ({ request, params }) => {
    const denied = refusedOn(TEMPLATES, request, 'edit');
    if (denied) return denied;
    if (!find(TEMPLATES, String(params.id))) return notFound('Template');
    const language = request.headers.get(languageHeader());
    return language ? ok({ queued: true, language }) : noLanguage();
  }),

  http.get('/api/admin/templates/:id/metrics', ({ request, params }) => {
    const denied = refusedOn(TEMPLATES, request, 'show');
    if (denied) return denied;
    const search = new URL(request.url).searchParams;
    const from = search.get('date_from');
    const to = search.get('date_to');
    if (!from || !to) return missingParams();
    return find(TEMPLATES, String(params.id))
      ? ok(metrics(String(params.id), from, to))
      : notFound('Template');
  }),

  http.delete('/api/segments/:id', ({ request, params }) => {
    const denied = refusedOn('segments', request, 'delete');
    if (denied) return denied;
    const segment = find('segments', String(params.id));
    if (!segment) return notFound('Segment');
    remove('segments', segment);
    return ok(present('segments', segment));
  }),
];
