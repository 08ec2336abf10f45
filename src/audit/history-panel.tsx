import './texts';
import { Alert, Box, Button, List, TablePagination, Typography } from '@mui/material';
import { useState } from 'react';
import { useTranslate } from 'react-admin';
import { useNavigate } from 'react-router-dom';
import { usePermissionCheck } from '@/auth';
import { canDo, lookupEntity } from '@/engine';
import { ExtensionUnavailableError, HttpError } from '@/http';
import { EntryItem } from './entry-item';
import { historyKey, useRecordHistory, type AuditEntry } from './history-api';
import { HistoryFilters, type HistoryFilterValue } from './history-filters';
import { madeRecord } from './record-rows';
import { usePeopleSeen } from './use-people-seen';
import { RevertDialog } from './revert-dialog';
import { useRevert } from './use-revert';

interface HistoryPanelProps {
  entity: string;
  id: string | number;
  /** Whether the reader may write this record: only then is revert offered. */
  canRevert?: boolean;
}

const NONE: HistoryFilterValue = { actor: '', from: '', to: '' };
const filtered = (f: HistoryFilterValue) => f.actor !== '' || f.from !== '' || f.to !== '';
/** Field changes are written back; a creation is undone by deleting the record, if one may. */
const revertible = (e: AuditEntry, mayDelete: boolean) =>
  madeRecord(e)
    ? mayDelete
    : (e.kind === 'update' || e.kind === 'revert') && e.changes.some((c) => !c.redacted);

/** A record's audit trail: newest first, paged, by person and dates, with revert. */
export function RecordHistory({ entity, id, canRevert = false }: HistoryPanelProps) {
  const translate = useTranslate();
  const can = usePermissionCheck();
  const schema = lookupEntity(entity);
  const mayDelete = !!schema && canDo(schema, 'delete', can);
  const [page, setPage] = useState(0);
  const [pageSize, setPageSize] = useState(10);
  const [filter, setFilter] = useState<HistoryFilterValue>(NONE);
  const [reverting, setReverting] = useState<AuditEntry | null>(null);
  const query = useRecordHistory(entity, id, { page: page + 1, pageSize, ...filter });
  const entries = query.data?.data;
  const people = usePeopleSeen(entries);
  const navigate = useNavigate();
  // A creation undone deletes the record whose page this is: its list is where the reader goes on.
  const revert = useRevert(() => {
    if (reverting && madeRecord(reverting) && schema) navigate(`/${schema.name}`);
    setReverting(null);
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
              onRevert={canRevert && revertible(e, mayDelete) ? setReverting : undefined}
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
          busy={revert.busy}
          onCancel={() => setReverting(null)}
          onRevert={(fields) => revert.send({ entity, id, entry: reverting, fields })}
        />
      )}
    </Box>
  );
}

export { historyKey };
