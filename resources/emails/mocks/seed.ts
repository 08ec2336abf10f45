import { onResetDb, rows } from '@/mocks/db';
import type { Row } from '@/mocks/lib/respond';
import { createRng } from '@/mocks/lib/rng';
import { TEMPLATE_BLOCKS } from './blocks';
import { FOLDERS, SEGMENTS, TEMPLATES, TRIGGERS, type SeedTemplate } from './catalogue';
import { htmlToText, plainTextOf } from '../plain-text';
import type { Library } from '../to-mjml';
import type { EmailDoc } from '../types';

// The email area's working day: realistic folders, templates (block-built and legacy), template
// blocks, triggers, segments and each template's history, put in place of the generic seed on
// the first email call after a reset.

export const ACTIVITY = 'template-activity';
const DAY = 86_400_000;
export const STAFF = ['Priya Shah', 'Tom Okafor', 'Grace Lindqvist', 'Mateo Ruiz', 'Aisha Rahman'] as const;

let ready = false;
onResetDb(() => {
  ready = false;
});

function fill(name: string, list: readonly Row[]): void {
  const table = rows(name);
  table.splice(0, table.length, ...list.map((r) => Object.freeze({ ...r })));
}

export const library = (): Library =>
  new Map(
    rows('template-blocks').map((r) => {
      const content = r.content as { blocks?: unknown } | null;
      return [Number(r.id), Array.isArray(content?.blocks) ? (content.blocks as never[]) : []];
    }),
  );

const iso = (t: number) => new Date(t).toISOString();

function history(templateId: number, t: SeedTemplate, created: number, now: number): Row[] {
  const rng = createRng(templateId * 7919);
  const who = () => rng.pick(STAFF);
  const out: Row[] = [{ action: 'created', at: iso(created), by: who() }];
  let at = created;
  for (let i = 0; i < rng.int(2, 6); i += 1) {
    at += rng.int(1, 9) * DAY + rng.int(0, 8) * 3_600_000;
    if (at > now) break;
    const action = rng.pick(['edited', 'edited', 'test_sent', 'edited'] as const);
    out.push({
      action,
      at: iso(at),
      by: who(),
      ...(action === 'test_sent' ? { language: t.locales[0], recipients: 1 } : {}),
    });
  }
  if (t.is_active && at + DAY < now) {
    out.push({ action: 'activated', at: iso((at += DAY)), by: who() });
    if (t.send_to === 'segment' || t.send_to === 'query')
      out.push({
        action: 'sent',
        at: iso(at + 2 * DAY),
        by: who(),
        language: t.locales[0],
        recipients: rng.int(800, 6000),
      });
  }
  return out.map((e) => ({ ...e, template_id: templateId }));
}

/**
 * Triggered templates go out all day long (the latest a few minutes or hours ago); the others when
 * staff last sent them.
 */
function lastSent(
  templateId: number,
  t: SeedTemplate | undefined,
  activity: Row[],
  now: number,
): string | null {
  if (t?.is_active && t.trigger_id !== undefined)
    return iso(now - createRng(templateId * 104_729).int(4, 600) * 60_000);
  const sent = activity.filter((a) => a.template_id === templateId && a.action === 'sent');
  return sent.length > 0 ? String(sent[sent.length - 1]?.at) : null;
}

/**
 * A template as the console last saved it. A block template's HTML is compiled with MJML when the
 * template is first read on its own (`compiled.ts`), not here: the list never shows it, and
 * compiling every seeded template would hold up each screen of the area's first call.
 */
function templateRow(t: SeedTemplate, id: number, now: number): Row {
  const created = now - (120 + id * 9) * DAY;
  const updated = now - (id % 11) * DAY - id * 3_600_000;
  const base: Row = {
    id,
    name: t.name,
    type: t.type,
    email_subject: t.subject['en-gb'] ?? '',
    is_active: t.is_active,
    is_transactional: t.is_transactional,
    send_to: t.send_to,
    recipients: t.send_to === 'recipients' ? ['study.team@research.example.org'] : [],
    user_query: t.user_query ?? null,
    study_id: t.study_id ?? null,
    segment_id: t.segment_id ?? null,
    trigger_id: t.trigger_id ?? null,
    folder_id: t.folder_id,
    created_at: iso(created),
    updated_at: iso(updated),
  };
  if (t.html !== undefined) {
    return {
      ...base,
      json_template: { editor: 'campaign-studio', version: '3.2', document_id: `cs-${id}` },
      html_template: t.html,
      plain_text_template: htmlToText(t.html.replace(/<(script|head)[\s\S]*?<\/\1>/gi, '')),
    };
  }
  const doc: EmailDoc = {
    version: 1,
    locales: t.locales,
    subject: t.subject,
    sections: t.sections ?? [],
    plain_text: {},
  };
  return {
    ...base,
    json_template: doc,
    html_template: '',
    plain_text_template: plainTextOf(doc, t.locales[0] ?? 'en-gb', library()),
  };
}

function seed(): void {
  const now = Date.now();
  fill('template-folders', FOLDERS);
  fill(
    'segments',
    SEGMENTS.map((s, i) => ({
      ...s,
      created_by: 2,
      created_at: iso(now - (200 - i * 10) * DAY),
      updated_at: iso(now - (30 - i) * DAY),
    })),
  );
  fill('triggers', TRIGGERS);
  fill(
    'template-blocks',
    TEMPLATE_BLOCKS.map((b) => ({
      id: b.id,
      name: b.name,
      template_id: null,
      position: b.id,
      content: { blocks: b.blocks },
      html: '',
      created_at: iso(now - 400 * DAY),
      updated_at: iso(now - 20 * DAY),
    })),
  );
  const built = TEMPLATES.map((t, i) => templateRow(t, i + 1, now));
  const activity = TEMPLATES.flatMap((t, i) =>
    history(i + 1, t, Date.parse(String(built[i]?.created_at)), now),
  );
  activity.sort((a, b) => String(a.at).localeCompare(String(b.at)));
  fill(
    'templates',
    built.map((row, i) => ({ ...row, last_sent_at: lastSent(i + 1, TEMPLATES[i], activity, now) })),
  );
  fill(
    ACTIVITY,
    activity.map((a, i) => ({ ...a, id: i + 1 })),
  );
}

/** Puts the email area's data in place once per reset; every email handler awaits it first. */
export function prepareEmails(): Promise<void> {
  if (!ready) {
    seed();
    ready = true;
  }
  return Promise.resolve();
}
