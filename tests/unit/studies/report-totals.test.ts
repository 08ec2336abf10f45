import { partnerRow, reportTotals } from '@resources/studies/reports/report-totals';
import type { PartnerFunnel } from '@resources/studies/types';

const funnel = (over: Partial<PartnerFunnel>): PartnerFunnel => ({
  partner: 'Northfield Health Network',
  client_code: 'AST-NHN',
  currency: 'GBP',
  started: 0,
  completed: 0,
  eligible: 0,
  enrolled: 0,
  paid: 0,
  partner_revenue: 0,
  participant_revenue: 0,
  ...over,
});

const partners = [
  funnel({ started: 900, completed: 610, eligible: 402, enrolled: 301, paid: 260, partner_revenue: 0.1 }),
  funnel({
    partner: 'Rhein Patient Panel',
    currency: 'EUR',
    started: 400,
    completed: 250,
    eligible: 180,
    enrolled: 120,
    paid: 100,
    partner_revenue: 5750.55,
    participant_revenue: 2300.25,
  }),
  funnel({ started: 100, completed: 80, eligible: 60, enrolled: 29, paid: 20, partner_revenue: 0.2 }),
];

describe('the study report in total', () => {
  it('adds each funnel stage over the partners', () => {
    expect(reportTotals({ participant_target: 1000, partners }).stages).toEqual({
      started: 1400,
      completed: 940,
      eligible: 642,
      enrolled: 450,
      paid: 380,
    });
  });

  it('measures the enrolled total against the target, in whole percent, and what is left', () => {
    const t = reportTotals({ participant_target: 1000, partners });
    expect(t).toMatchObject({ enrolled: 450, target: 1000, percent: 45, remaining: 550 });
    // 450 of 700 is 64.28…%: the share is not rounded up to look further on than it is.
    expect(reportTotals({ participant_target: 700, partners })).toMatchObject({
      percent: 64,
      remaining: 250,
    });
    expect(reportTotals({ participant_target: 400, partners })).toMatchObject({ percent: 112, remaining: 0 });
    expect(reportTotals({ participant_target: 0, partners })).toMatchObject({ percent: 0, remaining: 0 });
  });

  it('sums money per currency, never across them, exact to the cent', () => {
    expect(reportTotals({ participant_target: 1000, partners }).revenue).toEqual([
      { currency: 'EUR', partner_revenue: 5750.55, participant_revenue: 2300.25 },
      // 0.1 + 0.2 is 0.30000000000000004 in floating point.
      { currency: 'GBP', partner_revenue: 0.3, participant_revenue: 0 },
    ]);
  });

  it('is all zeros for a study without partner studies', () => {
    const t = reportTotals({ participant_target: 500, partners: [] });
    expect(t.stages).toEqual({ started: 0, completed: 0, eligible: 0, enrolled: 0, paid: 0 });
    expect(t).toMatchObject({ enrolled: 0, percent: 0, remaining: 500, revenue: [] });
  });

  it('gives a partner one row with its name and a count per stage', () => {
    expect(partnerRow(partners[1] as PartnerFunnel)).toEqual({
      partner: 'Rhein Patient Panel',
      started: 400,
      completed: 250,
      eligible: 180,
      enrolled: 120,
      paid: 100,
    });
  });
});
