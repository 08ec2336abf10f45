import './texts';
import { Alert, Box, TablePagination } from '@mui/material';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslate, type Identifier } from 'react-admin';
import { formatDateTime, formatNumber } from '@/i18n';
import { DataTable } from '@/ui';
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
      <DataTable
        rows={rows}
        label={translate('emails.activity.table')}
        // An empty page shows its headings alone, as it does while the first page is on its way.
        empty={null}
        columns={[
          {
            id: 'when',
            header: translate('emails.activity.when'),
            cell: (e) => (e.at ? formatDateTime(e.at) : '—'),
          },
          { id: 'who', header: translate('emails.activity.who'), cell: (e) => e.by ?? '—' },
          {
            id: 'what',
            header: translate('emails.activity.what'),
            // A kind this console does not know yet reads as the server names it.
            cell: (e) => (e.action ? translate(`emails.activity.action.${e.action}`, { _: e.action }) : '—'),
          },
          { id: 'detail', header: translate('emails.activity.detail'), cell: (e) => detail(e, translate) },
        ]}
      />
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
