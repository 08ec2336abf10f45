import './texts';
import { Stack, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useTranslate } from 'react-admin';
import { useParams } from 'react-router-dom';
import { usePageTitle } from '@/ui';
import { getReport, getStudy, studyKeys } from './api';
import { QueryState } from './query-state';
import { ReportCharts, ReportProgress } from './report-sections';
import { reportTotals } from './report-totals';
import { StudyNav } from './study-nav';

/** `/studies/{id}/reports`: recruitment through the partner studies against the target, and the money. */
export default function ReportsPage() {
  const translate = useTranslate();
  const id = useParams().study_id ?? '';
  const study = useQuery({ queryKey: studyKeys.record(id), queryFn: () => getStudy(id) });
  // A failure shows at once with its Try again, rather than after silent retries.
  const report = useQuery({ queryKey: studyKeys.report(id), queryFn: () => getReport(id), retry: false });
  const title = study.data
    ? `${study.data.title}: ${translate('studies.reports.title')}`
    : translate('studies.reports.title');
  usePageTitle(title);
  return (
    <Stack spacing={2} sx={{ p: 2 }}>
      <Typography variant="h4" component="h1">
        {title}
      </Typography>
      <StudyNav studyId={id} />
      <QueryState {...study}>
        {(s) => (
          <QueryState {...report}>
            {(r) => {
              const totals = reportTotals(r);
              return (
                <>
                  <ReportProgress totals={totals} partners={r.partners.length} />
                  <ReportCharts studyKey={s.key} report={r} totals={totals} />
                </>
              );
            }}
          </QueryState>
        )}
      </QueryState>
    </Stack>
  );
}
