import './texts';
import { Link, Paper, TableContainer, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useTranslate } from 'react-admin';
import { Link as RouterLink } from 'react-router-dom';
import { formatDate } from '@/i18n';
import { DataTable } from '@/ui';
import { getUserEnrolments, userKeys } from './api';
import { QueryState } from '@/ui/query-state';
import type { UserRecord } from './types';

/** Enrolments with their state, what was answered, and the patient record where there is one. */
export function StudiesTab({ user }: { user: UserRecord }) {
  const translate = useTranslate();
  const enrolments = useQuery({
    queryKey: userKeys.enrolments(user.id),
    queryFn: () => getUserEnrolments(user.id),
  });
  const col = (k: string) => translate(`users.studies.${k}`);
  return (
    <QueryState data={enrolments.data} isError={enrolments.isError} refetch={enrolments.refetch}>
      {(list) =>
        list.length === 0 ? (
          <Typography>{translate('users.overview.no_studies')}</Typography>
        ) : (
          <TableContainer component={Paper} variant="outlined">
            <DataTable
              rows={list}
              label={col('table')}
              columns={[
                {
                  id: 'study',
                  header: col('study'),
                  cell: (e) => (
                    <Link component={RouterLink} to={`/studies/${e.study_id}`}>
                      {e.study_title ?? '—'}
                    </Link>
                  ),
                },
                {
                  id: 'state',
                  header: col('state'),
                  cell: (e) => translate(`users.enrolment_state.${e.status}`),
                },
                {
                  id: 'enrolled_at',
                  header: col('enrolled_at'),
                  cell: (e) => (e.enrolled_at ? formatDate(e.enrolled_at) : '—'),
                },
                { id: 'flows', header: col('flows'), cell: (e) => e.flows_answered },
                { id: 'responses', header: col('responses'), cell: (e) => e.responses },
                {
                  id: 'patient',
                  header: col('patient'),
                  cell: (e) =>
                    e.patient
                      ? translate('users.studies.patient_text', {
                          id: e.patient.site_patient_id ?? '—',
                          smart_count: e.patient.visits,
                        })
                      : '—',
                },
              ]}
            />
          </TableContainer>
        )
      }
    </QueryState>
  );
}
