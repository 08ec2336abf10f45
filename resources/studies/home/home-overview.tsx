import '../texts';
import { LinearProgress, Paper, Stack, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useTranslate } from 'react-admin';
import { formatDate, formatNumber, formatTime } from '@/i18n';
import { Facts } from '../shared/facts';
import { reportRead } from './home-reads';
import type { StudyRecord } from '../types';

/** How many joined against the target, from the partner studies' enrolled counts. */
function Progress({ study }: { study: StudyRecord }) {
  const translate = useTranslate();
  const report = useQuery(reportRead(String(study.id)));
  const target = study.participant_target;
  const enrolled = report.data?.partners.reduce((n, p) => n + p.enrolled, 0);
  // Without a target there is nothing to measure against; without the report, only the target.
  if (target === null) return null;
  if (enrolled === undefined) return <>{formatNumber(target)}</>;
  const share = target > 0 ? Math.min(100, (enrolled / target) * 100) : 0;
  const text = translate('studies.home.progress', {
    enrolled: formatNumber(enrolled),
    target: formatNumber(target),
  });
  return (
    <Stack spacing={0.5} sx={{ maxWidth: 360 }}>
      <span>{text}</span>
      <LinearProgress variant="determinate" value={share} aria-label={text} />
    </Stack>
  );
}

/** Start and end, "—" for a missing one; nothing at all when neither is set. */
const dates = (start: string | null, end: string | null) =>
  start || end ? `${start ? formatDate(start) : '—'} – ${end ? formatDate(end) : '—'}` : null;

/** The study at a glance: state, dates, target and progress, locales and who holds the draft. */
export function HomeOverview({ study }: { study: StudyRecord }) {
  const translate = useTranslate();
  const holder = study.locked_by_name ?? (study.locked_by === null ? null : String(study.locked_by));
  const draft =
    study.state !== 'draft'
      ? translate('studies.home.no_draft')
      : holder === null
        ? translate('studies.home.draft_free')
        : translate('studies.home.draft_held', {
            name: holder,
            since: study.locked_at ? formatTime(study.locked_at) : '',
          });
  return (
    <Paper variant="outlined" component="section" aria-labelledby="study-overview" sx={{ p: 2 }}>
      <Typography id="study-overview" variant="h6" component="h2" gutterBottom>
        {translate('studies.home.overview')}
      </Typography>
      <Facts
        facts={[
          [translate('studies.fields.key'), study.key],
          [translate('studies.home.dates'), dates(study.start, study.end)],
          [translate('studies.fields.researcher'), study.researcher],
          [
            translate('studies.fields.participant_target'),
            study.participant_target === null ? null : <Progress key="p" study={study} />,
          ],
          [translate('studies.fields.primary_locale'), study.primary_locale],
          [translate('studies.home.locales'), study.locales.join(', ')],
          [translate('studies.home.draft'), draft],
        ]}
      />
    </Paper>
  );
}
