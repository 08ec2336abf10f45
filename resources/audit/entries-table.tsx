import './texts';
import '@/audit/texts';
import { Link as MuiLink, Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { Link } from 'react-router-dom';
import { changeSentence } from '@/audit/entry-words';
import { usePermissionCheck } from '@/auth';
import { pathSegment } from '@/data';
import { canRead, lookupEntity } from '@/engine';
import { formatDateTime } from '@/i18n';
import type { AuditEntry } from './api';

const COLUMNS = ['when', 'who', 'kind', 'record', 'changes', 'reason'] as const;

/** The record an entry is about, linked to its page for those who may read that entity. */
function RecordCell({ entry }: { entry: AuditEntry }) {
  const translate = useTranslate();
  const can = usePermissionCheck();
  if (!entry.entity) return <>{translate('audit.screen.no_record')}</>;
  const schema = lookupEntity(entry.entity);
  const name = `${translate(`resources.${entry.entity}.name`, { smart_count: 1, _: entry.entity })}${
    entry.record_id ? ` ${entry.record_id}` : ''
  }`;
  // The generic address leads to the record's own page (an area's, where one drives it).
  if (!schema || !entry.record_id || !canRead(schema, can)) return <>{name}</>;
  return (
    <MuiLink component={Link} to={`/${schema.endpoint}/${pathSegment(entry.record_id)}`}>
      {name}
    </MuiLink>
  );
}

/** One row per entry, newest first, each change in words. */
export function EntriesTable({ entries }: { entries: readonly AuditEntry[] }) {
  const translate = useTranslate();
  const who = (e: AuditEntry) => {
    const actor = e.actor_name ?? `#${String(e.actor_id)}`;
    if (!e.on_behalf_of_id) return actor;
    const target = e.on_behalf_of_name ?? `#${String(e.on_behalf_of_id)}`;
    return translate('audit.screen.acting', { actor, target });
  };
  return (
    <Table size="small" aria-label={translate('audit.screen.results')}>
      <TableHead>
        <TableRow>
          {COLUMNS.map((c) => (
            <TableCell key={c}>{translate(`audit.screen.column.${c}`)}</TableCell>
          ))}
        </TableRow>
      </TableHead>
      <TableBody>
        {entries.map((e) => (
          <TableRow key={String(e.id)}>
            <TableCell>
              <time dateTime={e.at}>{formatDateTime(e.at)}</time>
            </TableCell>
            <TableCell>{who(e)}</TableCell>
            <TableCell>{translate(`audit.kind.${e.kind}`, { _: e.kind })}</TableCell>
            <TableCell>
              <RecordCell entry={e} />
            </TableCell>
            <TableCell>
              {e.changes.length === 0 ? (
                <Typography variant="body2" color="text.secondary">
                  {translate('audit.screen.no_fields', { call: e.call })}
                </Typography>
              ) : (
                e.changes.map((c, i) => (
                  <Typography variant="body2" key={i}>
                    {changeSentence(translate, c, e.entity)}
                  </Typography>
                ))
              )}
            </TableCell>
            <TableCell>{e.reason ?? ''}</TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}
