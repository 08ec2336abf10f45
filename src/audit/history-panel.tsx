import './texts';
import { Alert, Box, Button, List, TablePagination, Typography } from '@mui/material';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslate } from 'react-admin';
import { ExtensionUnavailableError, HttpError } from '@/http';
import { toast } from '@/ui';
import { EntryItem } from './entry-item';
import { historyKey, revertChange, useRecordHistory, type AuditEntry } from './history-api';
import { HistoryFilters, type HistoryFilterValue } from './history-filters';
import { usePeopleSeen } from './use-people-seen';
import { RevertDialog } from './revert-dialog';

interface HistoryPanelProps {
  entity: string;
  id: string | number;
  /** Whether the reader may write this record: only then is revert offered. */
  canRevert?: boolean;
}

const NONE: HistoryFilterValue = { actor: '', from: '', to: '' };
const filtered = (f: HistoryFilterValue) => f.actor !== '' || f.from !== '' || f.to !== '';
const revertible = (e: AuditEntry) =>
  (e.kind === 'update' || e.kind === 'revert') && e.changes.some((c) => !c.redacted);

/** A record's audit trail: newest first, paged, by person and dates, with revert. */
export function RecordHistory({ entity, id, canRevert = false }: HistoryPanelProps) {
  const translate = useTranslate();
  const client = useQueryClient();
  const [page, setPage] = useState(0);
  const [pageSize, setPageSize] = useState(10);
  const [filter, setFilter] = useState<HistoryFilterValue>(NONE);
  const [reverting, setReverting] = useState<AuditEntry | null>(null);
  const query = useRecordHistory(entity, id, { page: page + 1, pageSize, ...filter });
  const entries = query.data?.data;
  const people = usePeopleSeen(entries);
  const revert = useMutation({
    mutationFn: ({ entry, fields }: { entry: AuditEntry; fields: string[] }) =>
      revertChange(entity, id, entry.id, fields),
    onSuccess: (outcome) => {
      setReverting(null);
      const parts = [translate('audit.revert.done', { fields: outcome.reverted.join(', ') })];
      if (outcome.skipped.length > 0)
        parts.push(
          translate('audit.revert.skipped', {
            fields: outcome.skipped.map((s) => `${s.field} (${s.why})`).join(', '),
          }),
        );
      toast.show(parts.join(' '), outcome.skipped.length > 0 ? 'warning' : 'success');
      // The record's own screens read it again, as does this history.
      void client.invalidateQueries();
    },
    onError: (e) => toast.show(e.message, 'danger'),
  });
  const change = (next: HistoryFilterValue) => {
    setFilter(next);
    setPage(0);
  };
  const error = query.error;
  return (
    <Box>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
        {translate('audit.history.intro')}
      </Typography>
      <HistoryFilters value={filter} people={people} onChange={change} />
      {error instanceof ExtensionUnavailableError ? (
        <Alert severity="info">{translate('audit.history.not_offered')}</Alert>
      ) : error instanceof HttpError && error.status === 403 ? (
        <Alert severity="warning">{translate('audit.history.forbidden')}</Alert>
      ) : error ? (
        <Alert
          severity="error"
          action={<Button onClick={() => void query.refetch()}>{translate('audit.history.retry')}</Button>}
        >
          {translate('audit.history.failed')}
        </Alert>
      ) : !entries ? (
        <Typography role="status">{translate('audit.history.loading')}</Typography>
      ) : entries.length === 0 ? (
        <Typography>
          {translate(filtered(filter) ? 'audit.history.empty_filtered' : 'audit.history.empty')}
        </Typography>
      ) : (
        <List aria-label={translate('audit.history.title')} dense>
          {entries.map((e) => (
            <EntryItem
              key={String(e.id)}
              entry={e}
              entity={entity}
              onRevert={canRevert && revertible(e) ? setReverting : undefined}
            />
          ))}
        </List>
      )}
      {(query.data?.total ?? 0) > 0 && (
        <TablePagination
          component="div"
          count={query.data?.total ?? 0}
          page={page}
          rowsPerPage={pageSize}
          rowsPerPageOptions={[10, 25, 50]}
          // A record changed thousands of times: its first changes are one step away.
          showFirstButton
          showLastButton
          onPageChange={(_, p) => setPage(p)}
          onRowsPerPageChange={(e) => {
            setPageSize(Number(e.target.value));
            setPage(0);
          }}
        />
      )}
      {reverting && (
        <RevertDialog
          entry={reverting}
          entity={entity}
          busy={revert.isPending}
          onCancel={() => setReverting(null)}
          onRevert={(fields) => revert.mutate({ entry: reverting, fields })}
        />
      )}
    </Box>
  );
}

export { historyKey };
