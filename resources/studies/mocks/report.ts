import type { z } from '@/lib/zod';
import { answer, declared } from '@/mocks/lib/declared';
import { createRng, hash, type Rng } from '@/mocks/lib/rng';
import type { funnelAnswer } from '../answers';
import { report } from '../contract';
import { guard } from './guard';
import { latest } from './store';
import type { PartnerFunnel, StudyFields } from '../types';

/** Recruitment partners: those at home are paid in the study's currency, the others in euros (or pounds). */
const HOME = [
  ['Northfield Health Network', 'NHN'],
  ['Pennine Patient Panel', 'PPP'],
  ['Thames Valley Research Partners', 'TVR'],
  ['Caledonia Clinical Network', 'CCN'],
] as const;
const ABROAD = [
  ['Rhein Patient Panel', 'RPP'],
  ['Lumen Clinics', 'LUM'],
  ['Nordic Trial Connect', 'NTC'],
  ['Studio Clinico Adriatico', 'SCA'],
] as const;

/** What one pound (or the study's currency) is worth abroad, rounded as a price list would be. */
const ABROAD_RATE = 1.15;

const money = (n: number) => Math.round(n * 100) / 100;
const between = (rng: Rng, low: number, high: number) => low + rng.next() * (high - low);

/**
 * Every sixth study or so recruits on its own (no partner studies yet); the others through three
 * to six partners, at least one of them abroad.
 */
function partnersOf(studyId: string, rng: Rng) {
  if (hash(`partners-${studyId}`) % 6 === 5) return [];
  const home = rng.some(HOME, 2, 3);
  const abroad = rng.some(ABROAD, 1, 3);
  return [...home.map((p) => [...p, false] as const), ...abroad.map((p) => [...p, true] as const)];
}

/**
 * The study's partner funnels: the enrolled total lands between a fifth of the target and a
 * little past it, shared unevenly; each stage before it is larger by a believable drop-off.
 */
export function funnelsOf(
  studyId: string,
  fields: StudyFields,
): (PartnerFunnel & z.input<typeof funnelAnswer>)[] {
  const rng = createRng(hash(`funnel-${studyId}`));
  const partners = partnersOf(studyId, rng);
  const enrolledTotal = Math.round((fields.participant_target ?? 0) * between(rng, 0.2, 1.08));
  const weights = partners.map(() => between(rng, 0.4, 1.6));
  const sum = weights.reduce((a, b) => a + b, 0);
  const other = fields.currency === 'EUR' ? 'GBP' : 'EUR';
  return partners.map(([partner, code, abroad], i) => {
    const enrolled = Math.max(3, Math.round((enrolledTotal * (weights[i] ?? 1)) / sum));
    const eligible = Math.round(enrolled / between(rng, 0.62, 0.9));
    const completed = Math.round(eligible / between(rng, 0.45, 0.75));
    const started = Math.round(completed / between(rng, 0.58, 0.86));
    const paid = Math.round(enrolled * between(rng, 0.72, 0.97));
    const rate = abroad ? ABROAD_RATE : 1;
    return {
      partner,
      client_code: `${fields.key.toUpperCase()}-${code}`,
      currency: abroad ? other : fields.currency,
      enrolled,
      started,
      completed,
      eligible,
      paid,
      partner_revenue: money(paid * Math.round((fields.partner_revenue ?? 0) * rate)),
      participant_revenue: money(paid * Math.round((fields.participant_revenue ?? 0) * rate)),
    };
  });
}

/** `GET /admin/studies/{id}/report`: the partner studies' funnels and the target. */
export const reportHandlers = [
  declared(report, ({ request, params }) => {
    const g = guard(request, params.id, 'show');
    if ('refusal' in g) return g.refusal;
    const { fields } = latest(g.state);
    return answer(report, {
      participant_target: fields.participant_target,
      partners: funnelsOf(String(params.id), fields),
    });
  }),
];
