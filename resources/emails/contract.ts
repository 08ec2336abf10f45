import { defineCall } from '@/contract';
import { z } from '@/lib/zod';

// The email area's calls beyond generic CRUD (docs/backend.md, "Emails"). Duplicate, the two
// sends and the metrics are named by the spec (§7); the others are the console's own.

const id = z.union([z.number(), z.string()]);
const count = z.nullish(z.number());
const templateRead = { entity: 'templates', action: 'read' } as const;
const templateWrite = { entity: 'templates', action: 'write' } as const;

/** A template named by id, as duplicate and where-used answer it. */
export const templateRef = z.looseObject({ id, name: z.nullish(z.string()) });

/** One line of a template's activity; `action` stays text, so a newer server may add kinds. */
export const activityEntry = z.looseObject({
  id,
  template_id: z.nullish(id),
  action: z.nullish(z.string()),
  at: z.nullish(z.string()),
  by: z.nullish(z.string()),
  language: z.nullish(z.string()),
  recipients: count,
  copy_id: z.nullish(id),
  from_template_id: z.nullish(id),
});

export const metricCounts = {
  sent: count,
  delivered: count,
  opened: count,
  clicked: count,
  bounced: count,
  unsubscribed: count,
};

export const metricsDay = z.looseObject({ date: z.string(), ...metricCounts });

/** The period's totals and its days: without them the tab has nothing to draw. */
export const metricsAnswer = z.looseObject({
  totals: z.looseObject(metricCounts),
  daily: z.array(metricsDay),
});

export const sendAnswer = z.looseObject({
  queued: z.nullish(z.boolean()),
  language: z.nullish(z.string()),
  recipients: count,
});

const languageNeeded = 'the content language travels in the language header and is required';

export const duplicate = defineCall({
  id: 'emails:duplicate',
  method: 'POST',
  path: '/admin/templates/{id}/duplicate',
  kind: 'spec',
  access: templateWrite,
  summary: 'Copies a template (inactive, named “… (copy)”); answers the copy',
  response: templateRef,
});

export const sendTest = defineCall({
  id: 'emails:send-test',
  method: 'POST',
  path: '/admin/templates/{id}/send-test',
  kind: 'spec',
  access: templateWrite,
  summary: `Sends the template to the listed addresses; ${languageNeeded}`,
  body: z.object({ recipients: z.array(z.string()) }),
  // The console reads nothing of the answer beyond its success.
  response: z.unknown(),
});

export const send = defineCall({
  id: 'emails:send',
  method: 'POST',
  path: '/admin/templates/{id}/send',
  kind: 'spec',
  access: templateWrite,
  summary: `Sends the template to its audience; ${languageNeeded}; a repeated Idempotency-Key answers the first send again`,
  body: z.looseObject({}),
  response: sendAnswer,
});

export const audience = defineCall({
  id: 'emails:audience',
  method: 'GET',
  path: '/admin/templates/{id}/audience',
  kind: 'extension',
  access: templateRead,
  summary: 'How many people a send of the template would reach',
  response: z.looseObject({ count: z.number() }),
  degrade: 'The send dialog cannot show the number to confirm, so a real send cannot be confirmed.',
  probe: { path: { id: 1 } },
});

export const activity = defineCall({
  id: 'emails:activity',
  method: 'GET',
  path: '/admin/templates/{id}/activity',
  kind: 'extension',
  access: templateRead,
  summary: 'Who did what to the template and when, newest first',
  query: z.looseObject({ page: z.optional(z.int()), page_size: z.optional(z.int()) }),
  response: z.array(activityEntry),
  paged: true,
  degrade: 'The Activity tab says the history could not be read; editing and sending work as before.',
  probe: { path: { id: 1 }, query: { page: 1, page_size: 5 } },
});

export const metrics = defineCall({
  id: 'emails:metrics',
  method: 'GET',
  path: '/admin/templates/{id}/metrics',
  kind: 'spec',
  access: templateRead,
  summary: 'Sends, deliveries, opens, clicks, bounces and unsubscribes per day between two dates',
  query: z.object({ date_from: z.string(), date_to: z.string() }),
  response: metricsAnswer,
  probe: { path: { id: 1 }, query: { date_from: '2026-01-01', date_to: '2026-01-31' } },
});

export const blockUsage = defineCall({
  id: 'emails:template-block.usage',
  method: 'GET',
  path: '/admin/template-blocks/{id}/usage',
  kind: 'extension',
  access: { entity: 'template-blocks', action: 'read' },
  summary: 'The templates that insert a template block',
  response: z.array(templateRef),
  degrade: 'The block’s inspector leaves out the list of templates that use it.',
  probe: { path: { id: 1 } },
});

export const calls = [duplicate, sendTest, send, audience, activity, metrics, blockUsage];
