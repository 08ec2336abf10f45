import './texts';
import {
  Link,
  Paper,
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableHead,
  TableRow,
  Typography,
} from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useTranslate } from 'react-admin';
import { Link as RouterLink } from 'react-router-dom';
import { formatDate } from '@/i18n';
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
            <Table size="small" aria-label={col('table')}>
              <TableHead>
                <TableRow>
                  {['study', 'state', 'enrolled_at', 'flows', 'responses', 'patient'].map((k) => (
                    <TableCell key={k}>{col(k)}</TableCell>
                  ))}
                </TableRow>
              </TableHead>
              <TableBody>
                {list.map((e) => (
                  <TableRow key={e.id}>
                    <TableCell>
                      <Link component={RouterLink} to={`/studies/${e.study_id}`}>
                        {e.study_title ?? '—'}
                      </Link>
                    </TableCell>
                    <TableCell>{translate(`users.enrolment_state.${e.status}`)}</TableCell>
                    <TableCell>{e.enrolled_at ? formatDate(e.enrolled_at) : '—'}</TableCell>
                    <TableCell>{e.flows_answered}</TableCell>
                    <TableCell>{e.responses}</TableCell>
                    <TableCell>
                      {e.patient
                        ? translate('users.studies.patient_text', {
                            id: e.patient.site_patient_id ?? '—',
                            smart_count: e.patient.visits,
                          })
                        : '—'}
                    </TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          </TableContainer>
        )
      }
    </QueryState>
  );
}
