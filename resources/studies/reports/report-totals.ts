import type { PartnerFunnel, StudyReport } from '../types';

/** The funnel's stages in the order participants pass them. */
export const STAGES = ['started', 'completed', 'eligible', 'enrolled', 'paid'] as const;
export type Stage = (typeof STAGES)[number];

export interface CurrencyTotal {
  currency: string;
  partner_revenue: number;
  participant_revenue: number;
}

export interface ReportTotals {
  stages: Record<Stage, number>;
  enrolled: number;
  target: number;
  /** Enrolled as a share of the target, in whole percent; past 100 when the target is passed. */
  percent: number;
  /** Still to enrol to reach the target; 0 once it is reached. */
  remaining: number;
  /** Revenue summed per currency (never across currencies), by currency code. */
  revenue: CurrencyTotal[];
}

// Money is summed in cents so that many partners' amounts add up to the cent.
const cents = (n: number) => Math.round(n * 100);

/** The whole study's numbers from its partner studies: the funnel, the target and the money. */
export function reportTotals(report: StudyReport): ReportTotals {
  const stages = Object.fromEntries(
    STAGES.map((s) => [s, report.partners.reduce((n, p) => n + p[s], 0)]),
  ) as Record<Stage, number>;
  const byCurrency = new Map<string, { partner: number; participant: number }>();
  for (const p of report.partners) {
    const sum = byCurrency.get(p.currency) ?? { partner: 0, participant: 0 };
    sum.partner += cents(p.partner_revenue);
    sum.participant += cents(p.participant_revenue);
    byCurrency.set(p.currency, sum);
  }
  const target = report.participant_target;
  return {
    stages,
    enrolled: stages.enrolled,
    target,
    percent: target > 0 ? Math.floor((stages.enrolled / target) * 100) : 0,
    remaining: Math.max(0, target - stages.enrolled),
    revenue: [...byCurrency]
      .sort(([a], [b]) => a.localeCompare(b))
      .map(([currency, sum]) => ({
        currency,
        partner_revenue: sum.partner / 100,
        participant_revenue: sum.participant / 100,
      })),
  };
}

/** A partner's funnel as a row of the by-partner chart: its name and one count per stage. */
export function partnerRow(p: PartnerFunnel): Record<string, string | number> {
  return { partner: p.partner, ...Object.fromEntries(STAGES.map((s) => [s, p[s]])) };
}
