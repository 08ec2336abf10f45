import { http } from 'msw';
import { env } from '@/config/env';
import { find, insert, present, replace, rows } from '@/mocks/db';
import { refusedOn } from '@/mocks/lib/access';
import { accountByEmail } from '@/mocks/lib/accounts';
import { createRecord, deleteRecord, updateRecord } from '@/mocks/lib/entity-ops';
import {
  answer,
  asId,
  asOptionalId,
  asOptionalNumber,
  asOptionalText,
  created,
  declared,
} from '@/mocks/lib/declared';
import { fail, missingParams, notFound, nowIso, readData, str, type Row } from '@/mocks/lib/respond';
import { identify } from '@/mocks/lib/tokens';
import type { z } from '@/lib/zod';
import * as call from '../contract';
import { readDoc } from '../doc';
import { audienceOf } from './audience';
import { withCompiledHtml } from './compiled';
import { metrics } from './metrics';
import { ACTIVITY, prepareEmails } from './seed';

const TEMPLATES = 'templates';
const EMAIL_TABLES =
  /^\/api\/(?:z\/|admin\/read\/|admin\/)?(?:templates|template-blocks|template-folders|triggers|segments)(?:\/|$)/;
/** A read of one template: `/templates/7` and its `/z/` and `/admin/read/` forms. */
const ONE_TEMPLATE = /^\/api\/(?:z\/|admin\/read\/)?templates\/(\d+)$/;
const sentKeys = new Map<string, z.input<typeof call.sendAnswer>>();

const noLanguage = () =>
  fail(422, 'A language is required to send an email.', { language: 'is a required field' });

function actor(request: Request): string {
  const who = identify(request);
  if (who.state !== 'valid') return 'Unknown';
  return accountByEmail(who.claims.user_email)?.fullname ?? who.claims.user_email;
}

function record(request: Request, templateId: unknown, action: string, detail: Row = {}): void {
  insert(ACTIVITY, { template_id: Number(templateId), action, at: nowIso(), by: actor(request), ...detail });
}

/** A template named by id, as duplicate and where-used answer it. */
function refOf(template: Row): z.input<typeof call.templateRef> {
  return { ...template, id: asId(template.id), name: asOptionalText(template.name) };
}

/** One line of a template's activity as stored, as the activity call answers it. */
function activityOf(a: Row): z.input<typeof call.activityEntry> {
  return {
    ...a,
    id: asId(a.id),
    template_id: asOptionalId(a.template_id),
    action: asOptionalText(a.action),
    at: asOptionalText(a.at),
    by: asOptionalText(a.by),
    language: asOptionalText(a.language),
    recipients: asOptionalNumber(a.recipients),
    copy_id: asOptionalId(a.copy_id),
    from_template_id: asOptionalId(a.from_template_id),
  };
}

const bodyOf = async (res: Response): Promise<Row> => ((await res.clone().json()) as { data: Row }).data;

/** The template blocks each template names, for where-used. */
function usesBlock(template: Row, blockId: number): boolean {
  const doc = readDoc(template.json_template);
  return (
    doc?.sections.some((s) =>
      s.columns.some((c) =>
        c.blocks.some((b) => b.type === 'template_block' && b.template_block_id === blockId),
      ),
    ) ?? false
  );
}

async function sendOf(request: Request, id: string, test: boolean): Promise<Response> {
  const denied = refusedOn(TEMPLATES, request, 'edit');
  if (denied) return denied;
  const template = find(TEMPLATES, id);
  if (!template) return notFound('Template');
  const language = request.headers.get(`${env.productName}-Language`);
  if (!language) return noLanguage();
  const body = await readData(request);
  if (test) {
    const list = Array.isArray(body.recipients) ? body.recipients.map(str) : [str(body.email)];
    const recipients = list.filter((e) => /.+@.+\..+/.test(e));
    if (recipients.length === 0)
      return fail(422, 'Name at least one recipient.', { recipients: 'is a required field' });
    record(request, id, 'test_sent', { language, recipients: recipients.length });
    return answer(call.sendTest, { sent: true, language, recipients });
  }
  const key = request.headers.get('Idempotency-Key');
  const earlier = key ? sentKeys.get(key) : undefined;
  if (earlier) return answer(call.send, earlier);
  const queued = { queued: true, language, recipients: audienceOf(template), at: nowIso() };
  if (key) sentKeys.set(key, queued);
  record(request, id, 'sent', { language, recipients: queued.recipients });
  replace(TEMPLATES, template, { ...template, last_sent_at: queued.at });
  return answer(call.send, queued);
}

/** The email area's calls (docs/backend.md, "Emails") over the area's seeded working day. */
export const handlers = [
  // Every read or write of the email tables waits for the area's data; the generic CRUD then answers.
  http.all('/api/*', async ({ request }) => {
    const path = new URL(request.url).pathname;
    if (!EMAIL_TABLES.test(path)) return undefined;
    await prepareEmails();
    const one = request.method === 'GET' ? ONE_TEMPLATE.exec(path) : null;
    if (one?.[1]) await withCompiledHtml(one[1]);
    return undefined;
  }),

  http.post('/api/templates', async ({ request }) => {
    const denied = refusedOn(TEMPLATES, request, 'create');
    if (denied) return denied;
    const res = createRecord(TEMPLATES, await readData(request));
    if (res.ok) record(request, (await bodyOf(res)).id, 'created');
    return res;
  }),

  http.put('/api/templates/:id', async ({ request, params }) => {
    const row = find(TEMPLATES, String(params.id));
    if (!row) return notFound('Template');
    const denied = refusedOn(TEMPLATES, request, 'edit');
    if (denied) return denied;
    const data = await readData(request);
    const res = updateRecord(TEMPLATES, row, data, request.headers.get('If-Match'));
    if (!res.ok) return res;
    const flipped = 'is_active' in data && Boolean(data.is_active) !== Boolean(row.is_active);
    const others = Object.keys(data).some((k) => k !== 'is_active');
    if (others) record(request, row.id, 'edited');
    if (flipped) record(request, row.id, data.is_active ? 'activated' : 'deactivated');
    return res;
  }),

  declared(call.duplicate, ({ request, params }) => {
    const denied = refusedOn(TEMPLATES, request, 'create');
    if (denied) return denied;
    const source = find(TEMPLATES, String(params.id));
    if (!source) return notFound('Template');
    const { id: _id, ...rest } = source;
    const at = nowIso();
    const copy = insert(TEMPLATES, {
      ...rest,
      name: `${str(source.name)} (copy)`,
      is_active: false,
      last_sent_at: null,
      created_at: at,
      updated_at: at,
    });
    record(request, source.id, 'duplicated', { copy_id: copy.id });
    record(request, copy.id, 'created', { from_template_id: source.id });
    return created(call.duplicate, refOf(present(TEMPLATES, copy)));
  }),

  declared(call.sendTest, ({ request, params }) => sendOf(request, String(params.id), true)),
  declared(call.send, ({ request, params }) => sendOf(request, String(params.id), false)),

  declared(call.audience, ({ request, params }) => {
    const denied = refusedOn(TEMPLATES, request, 'show');
    if (denied) return denied;
    const template = find(TEMPLATES, String(params.id));
    return template ? answer(call.audience, { count: audienceOf(template) }) : notFound('Template');
  }),

  declared(call.metrics, ({ request, params }) => {
    const denied = refusedOn(TEMPLATES, request, 'show');
    if (denied) return denied;
    const search = new URL(request.url).searchParams;
    const from = search.get('date_from');
    const to = search.get('date_to');
    if (!from || !to) return missingParams();
    return find(TEMPLATES, String(params.id))
      ? answer(call.metrics, metrics(String(params.id), from, to))
      : notFound('Template');
  }),

  declared(call.activity, ({ request, params }) => {
    const denied = refusedOn(TEMPLATES, request, 'show');
    if (denied) return denied;
    if (!find(TEMPLATES, String(params.id))) return notFound('Template');
    const q = new URL(request.url).searchParams;
    const page = Math.max(1, Number(q.get('page')) || 1);
    const size = Math.min(100, Math.max(1, Number(q.get('page_size')) || 20));
    const mine = rows(ACTIVITY)
      .filter((a) => String(a.template_id) === String(params.id))
      .sort((a, b) => str(b.at).localeCompare(str(a.at)) || Number(b.id) - Number(a.id));
    return answer(call.activity, mine.slice((page - 1) * size, page * size).map(activityOf), {
      total: mine.length,
    });
  }),

  declared(call.blockUsage, ({ request, params }) => {
    const denied = refusedOn('template-blocks', request, 'show');
    if (denied) return denied;
    const id = Number(params.id);
    if (!find('template-blocks', String(id))) return notFound('Template block');
    return answer(
      call.blockUsage,
      rows(TEMPLATES)
        .filter((t) => usesBlock(t, id))
        .map((t) => refOf({ id: t.id, name: t.name })),
    );
  }),

  http.delete('/api/segments/:id', ({ request, params }) => {
    const denied = refusedOn('segments', request, 'delete');
    if (denied) return denied;
    const segment = find('segments', String(params.id));
    if (!segment) return notFound('Segment');
    const users = rows(TEMPLATES).filter((t) => String(t.segment_id) === String(segment.id));
    if (users.length > 0) {
      const names = users.map((t) => str(t.name)).join(', ');
      return fail(
        409,
        `This segment is used by ${users.length === 1 ? 'a template' : `${users.length} templates`}: ${names}.`,
        {
          templates: names,
        },
      );
    }
    return deleteRecord('segments', segment);
  }),
];
