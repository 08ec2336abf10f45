import { http } from 'msw';
import { rows } from '@/mocks/db';
import { ok, str } from '@/mocks/lib/respond';
import { createRng, hash } from '@/mocks/lib/rng';
import { guard } from './mock-guard';
import { latest } from './mock-store';
import type { PartnerFunnel } from './types';

const PARTNERS = [
  ['Northfield Health Network', 'GBP'],
  ['Rhein Patient Panel', 'EUR'],
  ['Atlantic Cohort Partners', 'USD'],
  ['Lumen Clinics', 'EUR'],
] as const;

/** A recruitment funnel: each stage at most the one before it, revenue from the paid count. */
function funnel(studyId: string, i: number, fee: number, reward: number): PartnerFunnel {
  const rng = createRng(hash(`funnel-${studyId}-${i}`));
  const [partner, currency] = PARTNERS[i % PARTNERS.length] ?? PARTNERS[0];
  const started = rng.int(120, 2400);
  const completed = Math.floor(started * (0.55 + rng.next() * 0.35));
  const eligible = Math.floor(completed * (0.4 + rng.next() * 0.4));
  const enrolled = Math.floor(eligible * (0.6 + rng.next() * 0.35));
  const paid = Math.floor(enrolled * (0.7 + rng.next() * 0.3));
  return {
    partner,
    client_code: `P${String(i + 1).padStart(2, '0')}-${studyId}`,
    currency,
    enrolled,
    started,
    completed,
    eligible,
    paid,
    partner_revenue: paid * fee,
    participant_revenue: paid * reward,
  };
}

/** `GET /admin/studies/{id}/report`: the partner studies' funnels and the target. */
export const reportHandlers = [
  http.get('/api/admin/studies/:id/report', ({ request, params }) => {
    const g = guard(request, params.id, 'show');
    if ('refusal' in g) return g.refusal;
    const id = String(params.id);
    const linked = rows('partner-studies').filter((r) => str(String(r.study_id)) === id).length;
    const count = Math.min(4, Math.max(2, linked || 2 + (hash(id) % 3)));
    const { fields } = latest(g.state);
    const partners = Array.from({ length: count }, (_, i) =>
      funnel(id, i, fields.partner_revenue, fields.participant_revenue),
    );
    return ok({ participant_target: fields.participant_target, partners });
  }),
];
