import type { Identifier } from 'react-admin';
import { callApi, callPaged } from '@/contract';
import { queryKeys } from '@/data';
import { languageHeaderName } from '@/http';
import type { z } from '@/lib/zod';
import * as calls from './contract';

// The email area's calls beyond the generic CRUD (declared in contract.ts; docs/backend.md, "Emails").

export const IDEMPOTENCY_HEADER = 'Idempotency-Key';

export type TemplateRef = z.output<typeof calls.templateRef>;
export type ActivityEntry = z.output<typeof calls.activityEntry>;

/** The counts the metrics tab shows, each a total and a series. */
export type MetricKey = keyof typeof calls.metricCounts;
export type MetricsDay = z.output<typeof calls.metricsDay>;
export type Metrics = z.output<typeof calls.metricsAnswer>;

export type SendResult = z.output<typeof calls.sendAnswer>;

export const emailKeys = {
  activity: (id: Identifier, page: number) => queryKeys('templates').custom('activity', String(id), page),
  metrics: (id: Identifier, from: string, to: string) =>
    queryKeys('templates').custom('metrics', String(id), from, to),
  audience: (id: Identifier) => queryKeys('templates').custom('audience', String(id)),
  usage: (blockId: number) => queryKeys('template-blocks').custom('usage', blockId),
};

export function duplicateTemplate(id: Identifier): Promise<TemplateRef> {
  return callApi(calls.duplicate, { path: { id } });
}

/** `POST /admin/templates/{id}/send-test` in the chosen language, to the listed addresses. */
export async function sendTest(id: Identifier, language: string, recipients: string[]): Promise<void> {
  await callApi(calls.sendTest, {
    path: { id },
    data: { recipients },
    headers: { [languageHeaderName()]: language },
  });
}

/**
 * `POST /admin/templates/{id}/send`. The key is made once per confirmation, so a retry after a
 * lost answer is recognised by the server and sends nothing more.
 */
export function sendTemplate(id: Identifier, language: string, idempotencyKey: string): Promise<SendResult> {
  return callApi(calls.send, {
    path: { id },
    data: {},
    headers: { [languageHeaderName()]: language, [IDEMPOTENCY_HEADER]: idempotencyKey },
    skipErrorHandling: true,
  });
}

export async function getAudience(id: Identifier): Promise<number> {
  return (await callApi(calls.audience, { path: { id } })).count;
}

export async function getActivity(
  id: Identifier,
  page: number,
  pageSize: number,
): Promise<{ rows: ActivityEntry[]; total: number }> {
  const res = await callPaged(calls.activity, { path: { id }, params: { page, page_size: pageSize } });
  return { rows: res.data, total: res.total ?? res.data.length };
}

export function getMetrics(id: Identifier, from: string, to: string): Promise<Metrics> {
  return callApi(calls.metrics, { path: { id }, params: { date_from: from, date_to: to } });
}

export function getBlockUsage(blockId: number): Promise<TemplateRef[]> {
  return callApi(calls.blockUsage, { path: { id: blockId } });
}
