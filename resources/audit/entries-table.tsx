import './texts';
import '@/audit/texts';
import { Link as MuiLink, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { Link } from 'react-router-dom';
import { changeSentence } from '@/audit/entry-words';
import { usePermissionCheck } from '@/auth';
import { pathSegment } from '@/data';
import { canRead, lookupEntity } from '@/engine';
import { formatDateTime } from '@/i18n';
import { DataTable } from '@/ui';
import type { AuditEntry } from './api';
import { RestoreButton } from './restore-button';

/** The record an entry is about, linked to its page for those who may read that entity. */
function RecordCell({ entry }: { entry: AuditEntry }) {
  const translate = useTranslate();
  const can = usePermissionCheck();
  if (!entry.entity) return <>{translate('audit.screen.no_record')}</>;
  const schema = lookupEntity(entry.entity);
  const name = `${translate(`resources.${entry.entity}.name`, { smart_count: 1, _: entry.entity })}${
    entry.record_id ? ` ${entry.record_id}` : ''
  }`;
  // The record page is routed by the entity's name (its API path may differ: laboratories are
  // served at /labs, the Labs area's address); it leads to an area's own page where one drives it.
  if (!schema || !entry.record_id || !canRead(schema, can)) return <>{name}</>;
  return (
    <>
      <MuiLink component={Link} to={`/${schema.name}/${pathSegment(entry.record_id)}`}>
        {name}
      </MuiLink>{' '}
      <RestoreButton entry={entry} />
    </>
  );
}

/** What an entry changed, a sentence per field, or the call that changed none. */
function Changes({ entry: e }: { entry: AuditEntry }) {
  const translate = useTranslate();
  if (e.changes.length === 0)
    return (
      <Typography variant="body2" color="text.secondary">
        {translate('audit.screen.no_fields', { call: e.call })}
      </Typography>
    );
  return (
    <>
      {e.changes.map((c, i) => (
        <Typography variant="body2" key={i}>
          {changeSentence(translate, c, e.entity)}
        </Typography>
      ))}
    </>
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
  const column = (c: string) => translate(`audit.screen.column.${c}`);
  return (
    <DataTable
      rows={entries}
      label={translate('audit.screen.results')}
      columns={[
        {
          id: 'when',
          header: column('when'),
          cell: (e) => <time dateTime={e.at}>{formatDateTime(e.at)}</time>,
        },
        { id: 'who', header: column('who'), cell: who },
        { id: 'kind', header: column('kind'), cell: (e) => translate(`audit.kind.${e.kind}`, { _: e.kind }) },
        { id: 'record', header: column('record'), cell: (e) => <RecordCell entry={e} /> },
        { id: 'changes', header: column('changes'), cell: (e) => <Changes entry={e} /> },
        { id: 'reason', header: column('reason'), cell: (e) => e.reason ?? '' },
      ]}
    />
  );
}
