import type { Identifier } from 'react-admin';
import { pathSegment, queryKeys } from '@/data';
import { languageHeaderName, request } from '@/http';

// The email area's calls beyond the generic CRUD (documented in src/data/API.md, "Emails").

export const IDEMPOTENCY_HEADER = 'Idempotency-Key';

export type ActivityAction =
  'created' | 'edited' | 'test_sent' | 'sent' | 'duplicated' | 'activated' | 'deactivated';

export interface ActivityEntry {
  id: number;
  template_id: number;
  action: ActivityAction;
  at: string;
  by: string;
  language?: string;
  recipients?: number;
  copy_id?: number;
  from_template_id?: number;
}

export interface MetricsDay {
  date: string;
  sent: number;
  delivered: number;
  opened: number;
  clicked: number;
  bounced: number;
  unsubscribed: number;
}
export type MetricKey = Exclude<keyof MetricsDay, 'date'>;
export interface Metrics {
  totals: Record<MetricKey, number>;
  daily: MetricsDay[];
}

export interface SendResult {
  queued: boolean;
  language: string;
  recipients: number;
}

export const emailKeys = {
  activity: (id: Identifier, page: number) => queryKeys('templates').custom('activity', String(id), page),
  metrics: (id: Identifier, from: string, to: string) =>
    queryKeys('templates').custom('metrics', String(id), from, to),
  audience: (id: Identifier) => queryKeys('templates').custom('audience', String(id)),
  usage: (blockId: number) => queryKeys('template-blocks').custom('usage', blockId),
};

const templatePath = (id: Identifier, action: string) => `/admin/templates/${pathSegment(id)}/${action}`;

export async function duplicateTemplate(id: Identifier): Promise<{ id: Identifier; name: string }> {
  return (await request<{ id: Identifier; name: string }>(templatePath(id, 'duplicate'), { method: 'POST' }))
    .data;
}

/** `POST /admin/templates/{id}/send-test` in the chosen language, to the listed addresses. */
export async function sendTest(id: Identifier, language: string, recipients: string[]): Promise<void> {
  await request(templatePath(id, 'send-test'), {
    method: 'POST',
    data: { recipients },
    headers: { [languageHeaderName()]: language },
  });
}

/**
 * `POST /admin/templates/{id}/send`. The key is made once per confirmation, so a retry after a
 * lost answer is recognised by the server and sends nothing more.
 */
export async function sendTemplate(
  id: Identifier,
  language: string,
  idempotencyKey: string,
): Promise<SendResult> {
  const res = await request<SendResult>(templatePath(id, 'send'), {
    method: 'POST',
    data: {},
    headers: { [languageHeaderName()]: language, [IDEMPOTENCY_HEADER]: idempotencyKey },
    skipErrorHandling: true,
  });
  return res.data;
}

export async function getAudience(id: Identifier): Promise<number> {
  return (await request<{ count: number }>(templatePath(id, 'audience'))).data.count;
}

export async function getActivity(
  id: Identifier,
  page: number,
  pageSize: number,
): Promise<{ rows: ActivityEntry[]; total: number }> {
  const res = await request<ActivityEntry[]>(templatePath(id, 'activity'), {
    params: { page, page_size: pageSize },
  });
  return { rows: res.data, total: res.meta?.total ?? res.data.length };
}

export async function getMetrics(id: Identifier, from: string, to: string): Promise<Metrics> {
  return (await request<Metrics>(templatePath(id, 'metrics'), { params: { date_from: from, date_to: to } }))
    .data;
}

export async function getBlockUsage(blockId: number): Promise<{ id: Identifier; name: string }[]> {
  return (await request<{ id: Identifier; name: string }[]>(`/admin/template-blocks/${blockId}/usage`)).data;
}
