import type { z } from '@/lib/zod';
import { createRng, hash } from '@/mocks/lib/rng';
import type { metricsAnswer } from '../contract';

const DAY = 86_400_000;
const MAX_DAYS = 366;

/**
 * A plausible daily series, the same for the same template and day however often it is asked;
 * its precise type kept for the tests, checked against the metrics call's answer.
 */
export function metrics(templateId: string, from: string, to: string) {
  const start = Date.parse(from);
  const end = Date.parse(to);
  const days =
    Number.isNaN(start) || Number.isNaN(end) ? 0 : Math.min(MAX_DAYS, Math.floor((end - start) / DAY) + 1);
  const daily = Array.from({ length: Math.max(0, days) }, (_, i) => {
    const date = new Date(start + i * DAY).toISOString().slice(0, 10);
    const rng = createRng(hash(`${templateId}:${date}`));
    const weekend = [0, 6].includes(new Date(start + i * DAY).getUTCDay());
    const sent = rng.int(0, weekend ? 120 : 400);
    const bounced = rng.int(0, Math.floor(sent / 25));
    const delivered = sent - bounced;
    const opened = Math.floor(delivered * (0.2 + rng.next() * 0.4));
    const clicked = Math.floor(opened * rng.next() * 0.5);
    const unsubscribed = rng.int(0, Math.floor(delivered / 150));
    return { date, sent, delivered, opened, clicked, bounced, unsubscribed };
  });
  const sum = (k: Exclude<keyof (typeof daily)[number], 'date'>) => daily.reduce((n, d) => n + d[k], 0);
  const totals = {
    sent: sum('sent'),
    delivered: sum('delivered'),
    opened: sum('opened'),
    clicked: sum('clicked'),
    bounced: sum('bounced'),
    unsubscribed: sum('unsubscribed'),
  };
  return {
    template_id: templateId,
    date_from: from,
    date_to: to,
    totals,
    daily,
  } satisfies z.input<typeof metricsAnswer>;
}
