import '../texts';
import { Alert, LinearProgress, Paper, Stack, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { formatNumber } from '@/i18n';
import { ChartPanel } from '@/ui/chart-panel';
import { partnerRow, STAGES, type ReportTotals } from './report-totals';
import type { StudyReport } from '../types';

/** Enrolled against the study's target, as words and as a bar. */
export function ReportProgress({ totals, partners }: { totals: ReportTotals; partners: number }) {
  const translate = useTranslate();
  const text = translate('studies.reports.progress_text', {
    enrolled: formatNumber(totals.enrolled),
    target: formatNumber(totals.target),
    percent: formatNumber(totals.percent),
  });
  return (
    <Paper variant="outlined" component="section" aria-labelledby="report-progress" sx={{ p: 2 }}>
      <Typography id="report-progress" variant="h6" component="h2" gutterBottom>
        {translate('studies.reports.progress')}
      </Typography>
      <Stack spacing={1} sx={{ maxWidth: 520 }}>
        <Typography sx={{ fontSize: '1.25rem' }}>{text}</Typography>
        <LinearProgress
          variant="determinate"
          value={Math.min(100, totals.percent)}
          aria-label={translate('studies.reports.progress')}
          aria-valuetext={text}
          sx={{ height: 10, borderRadius: 1 }}
        />
        <Typography sx={{ color: 'text.secondary' }}>
          {totals.remaining > 0
            ? translate('studies.reports.remaining', { count: formatNumber(totals.remaining) })
            : translate('studies.reports.reached')}
          {' · '}
          {translate('studies.reports.partners_count', { smart_count: partners })}
        </Typography>
      </Stack>
    </Paper>
  );
}

/** The funnel in total and per partner, and the money per currency: each a chart with its table. */
export function ReportCharts({
  studyKey,
  report,
  totals,
}: {
  studyKey: string;
  report: StudyReport;
  totals: ReportTotals;
}) {
  const translate = useTranslate();
  const stage = (s: string) => translate(`studies.reports.stages.${s}`);
  const stageColumns = STAGES.map((s) => ({ key: s, label: stage(s) }));
  if (report.partners.length === 0)
    return (
      <Alert severity="info">
        {translate('studies.reports.no_partners', { target: formatNumber(report.participant_target) })}
      </Alert>
    );
  return (
    <>
      <ChartPanel
        title={translate('studies.reports.funnel_total')}
        kind="bar"
        x={{ key: 'stage', label: translate('studies.reports.stage') }}
        series={[{ key: 'people', label: translate('studies.reports.people') }]}
        rows={STAGES.map((s) => ({ stage: stage(s), people: totals.stages[s] }))}
        fileName={`${studyKey}-funnel`}
      />
      <ChartPanel
        title={translate('studies.reports.funnel_by_partner')}
        kind="bar"
        x={{ key: 'partner', label: translate('studies.reports.partner') }}
        series={stageColumns}
        rows={report.partners.map(partnerRow)}
        fileName={`${studyKey}-funnel-by-partner`}
        height={360}
      />
      <ChartPanel
        title={translate('studies.reports.revenue')}
        kind="bar"
        x={{ key: 'currency', label: translate('studies.reports.currency') }}
        series={[
          { key: 'partner_revenue', label: translate('studies.reports.partner_revenue') },
          { key: 'participant_revenue', label: translate('studies.reports.participant_revenue') },
        ]}
        rows={totals.revenue.map((r) => ({ ...r }))}
        fileName={`${studyKey}-revenue`}
      />
    </>
  );
}
