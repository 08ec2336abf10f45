import './texts';
import {
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
import { formatDateTime } from '@/i18n';
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
          <Table size="small" aria-labelledby="impersonate-recent">
            <TableHead>
              <TableRow>
                {['staff', 'user', 'started', 'ended', 'reason'].map((k) => (
                  <TableCell key={k}>{col(k)}</TableCell>
                ))}
              </TableRow>
            </TableHead>
            <TableBody>
              {recent.data.map((r) => (
                <TableRow key={r.id}>
                  <TableCell>{r.staff_name}</TableCell>
                  <TableCell>{r.user_name}</TableCell>
                  <TableCell>{formatDateTime(r.started_at)}</TableCell>
                  <TableCell>
                    {r.ended_at ? formatDateTime(r.ended_at) : translate('impersonate.ongoing')}
                  </TableCell>
                  <TableCell>{r.reason}</TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </TableContainer>
      )}
    </section>
  );
}
