import '../texts';
import { Stack } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useParams } from 'react-router-dom';
import { getReport, studyKeys } from '../api';
import { QueryState } from '../shared/query-state';
import { ReportCharts, ReportProgress } from './report-sections';
import { reportTotals } from './report-totals';
import { StudyPageHead, useStudyPage } from '../shared/study-page-head';

/** `/studies/{id}/reports`: recruitment through the partner studies against the target, and the money. */
export default function ReportsPage() {
  const id = useParams().study_id ?? '';
  const { study, title } = useStudyPage(id, 'studies.reports.title');
  // A failure shows at once with its Try again, rather than after silent retries.
  const report = useQuery({ queryKey: studyKeys.report(id), queryFn: () => getReport(id), retry: false });
  return (
    <Stack spacing={2} sx={{ p: 2 }}>
      <StudyPageHead studyId={id} title={title} />
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
