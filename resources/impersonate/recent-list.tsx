import './texts';
import { Paper, TableContainer, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useTranslate } from 'react-admin';
import { formatDateTime } from '@/i18n';
import { DataTable } from '@/ui';
import { getRecentImpersonations, impersonationKeys } from './api';

/** Who acted as whom, when, and why: newest first. */
export function RecentList() {
  const translate = useTranslate();
  const recent = useQuery({ queryKey: impersonationKeys.recent, queryFn: getRecentImpersonations });
  const col = (k: string) => translate(`impersonate.column.${k}`);
  return (
    <section aria-labelledby="impersonate-recent">
      <Typography id="impersonate-recent" variant="h6" component="h2" gutterBottom>
        {translate('impersonate.recent')}
      </Typography>
      {recent.isError && <Typography>{translate('impersonate.load_failed')}</Typography>}
      {recent.data && recent.data.length === 0 && (
        <Typography>{translate('impersonate.none_yet')}</Typography>
      )}
      {recent.data && recent.data.length > 0 && (
        <TableContainer component={Paper} variant="outlined">
          <DataTable
            rows={recent.data}
            labelledBy="impersonate-recent"
            columns={[
              { id: 'staff', header: col('staff'), cell: (r) => r.staff_name },
              { id: 'user', header: col('user'), cell: (r) => r.user_name },
              { id: 'started', header: col('started'), cell: (r) => formatDateTime(r.started_at) },
              {
                id: 'ended',
                header: col('ended'),
                cell: (r) => (r.ended_at ? formatDateTime(r.ended_at) : translate('impersonate.ongoing')),
              },
              { id: 'reason', header: col('reason'), cell: (r) => r.reason },
            ]}
          />
        </TableContainer>
      )}
    </section>
  );
}
