import './texts';
import {
  Button,
  Link,
  Paper,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableHead,
  TableRow,
  Typography,
} from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslate } from 'react-admin';
import { Link as RouterLink, useLocation } from 'react-router-dom';
import { formatDate, formatDateTime } from '@/i18n';
import { getUserCalls, userKeys } from './api';
import { CallStatusSelect } from './call-status-select';
import { LogCallDialog } from './log-call-dialog';
import { QueryState } from '@/ui/query-state';
import type { UserRecord } from './types';

/** The call log, newest first, with "Log a call" and each call's status changed in place. */
export function CallsTab({ user }: { user: UserRecord }) {
  const translate = useTranslate();
  const location = useLocation();
  const asked = (location.state as { logCall?: boolean } | null)?.logCall === true;
  const [logging, setLogging] = useState(asked);
  const calls = useQuery({ queryKey: userKeys.calls(user.id), queryFn: () => getUserCalls(user.id) });
  const col = (k: string) => translate(`users.calls.column.${k}`);
  return (
    <Stack spacing={2}>
      <Button variant="contained" sx={{ alignSelf: 'flex-start' }} onClick={() => setLogging(true)}>
        {translate('users.calls.log')}
      </Button>
      <LogCallDialog userId={user.id} open={logging} onClose={() => setLogging(false)} />
      <QueryState data={calls.data} isError={calls.isError} refetch={calls.refetch}>
        {(list) =>
          list.length === 0 ? (
            <Typography>{translate('users.overview.no_calls')}</Typography>
          ) : (
            <TableContainer component={Paper} variant="outlined">
              <Table size="small" aria-label={translate('users.calls.table')}>
                <TableHead>
                  <TableRow>
                    {['called_at', 'type', 'status', 'caller', 'follow_up', 'notes'].map((k) => (
                      <TableCell key={k}>{col(k)}</TableCell>
                    ))}
                  </TableRow>
                </TableHead>
                <TableBody>
                  {list.map((c) => (
                    <TableRow key={c.id}>
                      <TableCell>
                        <Link component={RouterLink} to={`/users/${user.id}/call/${c.id}`}>
                          {formatDateTime(c.called_at) || '—'}
                        </Link>
                      </TableCell>
                      <TableCell>{c.type_label}</TableCell>
                      <TableCell>
                        <CallStatusSelect call={c} />
                      </TableCell>
                      <TableCell>{c.caller_name || '—'}</TableCell>
                      <TableCell>{c.follow_up_on ? formatDate(c.follow_up_on) : '—'}</TableCell>
                      <TableCell sx={{ maxWidth: 320 }}>{c.notes}</TableCell>
                    </TableRow>
                  ))}
                </TableBody>
              </Table>
            </TableContainer>
          )
        }
      </QueryState>
    </Stack>
  );
}
