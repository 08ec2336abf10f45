import './texts';
import { Alert, Button, Stack, TablePagination, Typography } from '@mui/material';
import { useState } from 'react';
import { useTranslate } from 'react-admin';
import { usePeopleSeen } from '@/audit';
import { ExtensionUnavailableError, HttpError } from '@/http';
import { usePageTitle } from '@/ui';
import { NO_FILTER, useAuditSearch, type AuditFilter } from './api';
import { AuditFilters } from './audit-filters';
import { ChainStatus } from './chain-status';
import { EntriesTable } from './entries-table';
import { ExportButton } from './export-button';

/** `/audit`: every entry of the server's audit trail, searched, paged and exported. */
export default function AuditPage() {
  const translate = useTranslate();
  const t = (key: string) => translate(`audit.screen.${key}`);
  usePageTitle(t('title'));
  const [filter, setFilter] = useState<AuditFilter>(NO_FILTER);
  const [page, setPage] = useState(0);
  const [pageSize, setPageSize] = useState(25);
  const query = useAuditSearch(filter, page + 1, pageSize);
  const entries = query.data?.data;
  const total = query.data?.total ?? entries?.length ?? 0;
  const people = usePeopleSeen(entries);
  const change = (next: AuditFilter) => {
    setFilter(next);
    setPage(0);
  };
  const filtered = Object.values(filter).some((v) => v !== '');
  const error = query.error;
  return (
    <Stack spacing={2} sx={{ p: 2 }}>
      <Typography variant="h4" component="h1">
        {t('title')}
      </Typography>
      <Typography>{t('intro')}</Typography>
      <ChainStatus />
      <AuditFilters value={filter} people={people} onChange={change} />
      <Stack direction="row" justifyContent="flex-end">
        <ExportButton filter={filter} disabled={!entries || total === 0} />
      </Stack>
      {error instanceof ExtensionUnavailableError ? (
        <Alert severity="info">{t('not_offered')}</Alert>
      ) : error instanceof HttpError && error.status === 403 ? (
        <Alert severity="warning">{t('forbidden')}</Alert>
      ) : error ? (
        <Alert severity="error" action={<Button onClick={() => void query.refetch()}>{t('retry')}</Button>}>
          {t('failed')}
        </Alert>
      ) : !entries ? (
        <Typography role="status">{t('loading')}</Typography>
      ) : entries.length === 0 ? (
        <Typography>{t(filtered ? 'empty_filtered' : 'empty')}</Typography>
      ) : (
        <EntriesTable entries={entries} />
      )}
      {total > 0 && (
        <TablePagination
          component="div"
          count={total}
          page={page}
          rowsPerPage={pageSize}
          rowsPerPageOptions={[25, 50, 100]}
          onPageChange={(_, p) => setPage(p)}
          onRowsPerPageChange={(e) => {
            setPageSize(Number(e.target.value));
            setPage(0);
          }}
        />
      )}
    </Stack>
  );
}
