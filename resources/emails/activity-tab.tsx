import './texts';
import { Alert, Box, Table, TableBody, TableCell, TableHead, TablePagination, TableRow } from '@mui/material';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslate, type Identifier } from 'react-admin';
import { formatDateTime, formatNumber } from '@/i18n';
import { emailKeys, getActivity, type ActivityEntry } from './api';

const PAGE_SIZE = 20;

function detail(e: ActivityEntry, translate: ReturnType<typeof useTranslate>): string {
  const parts: string[] = [];
  if (e.language) parts.push(translate('emails.activity.language', { language: e.language }));
  if (e.recipients != null)
    parts.push(
      translate('emails.activity.recipients', {
        smart_count: e.recipients,
        count: formatNumber(e.recipients),
      }),
    );
  if (e.copy_id != null) parts.push(translate('emails.activity.copy', { id: e.copy_id }));
  if (e.from_template_id != null) parts.push(translate('emails.activity.from', { id: e.from_template_id }));
  return parts.join(' · ');
}

/** Who did what to the template and when, newest first. */
export function ActivityTab({ id }: { id: Identifier }) {
  const translate = useTranslate();
  const [page, setPage] = useState(0);
  const query = useQuery({
    queryKey: emailKeys.activity(id, page),
    queryFn: () => getActivity(id, page + 1, PAGE_SIZE),
    placeholderData: keepPreviousData,
  });
  if (query.isError)
    return (
      <Alert severity="error" sx={{ m: 2 }}>
        {translate('emails.activity.failed')}
      </Alert>
    );
  const rows = query.data?.rows ?? [];
  return (
    <Box sx={{ p: 2 }}>
      <Table size="small" aria-label={translate('emails.activity.table')}>
        <TableHead>
          <TableRow>
            <TableCell>{translate('emails.activity.when')}</TableCell>
            <TableCell>{translate('emails.activity.who')}</TableCell>
            <TableCell>{translate('emails.activity.what')}</TableCell>
            <TableCell>{translate('emails.activity.detail')}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {rows.map((e) => (
            <TableRow key={e.id}>
              <TableCell>{e.at ? formatDateTime(e.at) : '—'}</TableCell>
              <TableCell>{e.by ?? '—'}</TableCell>
              <TableCell>
                {/* A kind this console does not know yet reads as the server names it. */}
                {e.action ? translate(`emails.activity.action.${e.action}`, { _: e.action }) : '—'}
              </TableCell>
              <TableCell>{detail(e, translate)}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
      <TablePagination
        component="div"
        count={query.data?.total ?? 0}
        page={page}
        onPageChange={(_, p) => setPage(p)}
        rowsPerPage={PAGE_SIZE}
        rowsPerPageOptions={[PAGE_SIZE]}
      />
    </Box>
  );
}
