import './texts';
import { Button, Link, Paper, Stack, TableContainer, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslate } from 'react-admin';
import { Link as RouterLink, useLocation } from 'react-router-dom';
import { formatDate, formatDateTime } from '@/i18n';
import { DataTable } from '@/ui';
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
              <DataTable
                rows={list}
                label={translate('users.calls.table')}
                columns={[
                  {
                    id: 'called_at',
                    header: col('called_at'),
                    cell: (c) => (
                      <Link component={RouterLink} to={`/users/${user.id}/call/${c.id}`}>
                        {formatDateTime(c.called_at) || '—'}
                      </Link>
                    ),
                  },
                  { id: 'type', header: col('type'), cell: (c) => c.type_label },
                  { id: 'status', header: col('status'), cell: (c) => <CallStatusSelect call={c} /> },
                  { id: 'caller', header: col('caller'), cell: (c) => c.caller_name || '—' },
                  {
                    id: 'follow_up',
                    header: col('follow_up'),
                    cell: (c) => (c.follow_up_on ? formatDate(c.follow_up_on) : '—'),
                  },
                  { id: 'notes', header: col('notes'), cell: (c) => c.notes, cellSx: { maxWidth: 320 } },
                ]}
              />
            </TableContainer>
          )
        }
      </QueryState>
    </Stack>
  );
}
