import './texts';
import '@/audit/texts';
import { Button, Typography } from '@mui/material';
import { useState } from 'react';
import { useTranslate } from 'react-admin';
import { recordName, removedRecord } from '@/audit/record-rows';
import { useRevert } from '@/audit/use-revert';
import { usePermissionCheck } from '@/auth';
import { canDo, lookupEntity } from '@/engine';
import type { AuditEntry } from './api';

/**
 * "Restore…" on the entry that deleted a record: a deleted record has no page and so no History,
 * so it is brought back from here. Offered to accounts that may create the record and write
 * back changes to it (the server asks both); the reason is asked next, as for every revert.
 */
export function RestoreButton({ entry }: { entry: AuditEntry }) {
  const translate = useTranslate();
  const can = usePermissionCheck();
  // Once restored here the record is back: its link beside it opens it, and a second restore
  // would only be refused.
  const [restored, setRestored] = useState(false);
  const restore = useRevert(() => setRestored(true), 'audit.screen.restored');
  const schema = entry.entity ? lookupEntity(entry.entity) : undefined;
  const { entity, record_id: id } = entry;
  if (!schema || !entity || !id || entry.kind !== 'delete' || !removedRecord(entry)) return null;
  if (!canDo(schema, 'create', can) || !canDo(schema, 'edit', can)) return null;
  if (restored)
    return (
      <Typography component="span" variant="body2" color="text.secondary">
        {translate('audit.screen.restored_mark')}
      </Typography>
    );
  return (
    <Button
      size="small"
      disabled={restore.busy}
      aria-label={translate('audit.screen.restore_label', { name: recordName(translate, entry) })}
      onClick={() => restore.send({ entity, id, entry })}
    >
      {translate('audit.screen.restore')}
    </Button>
  );
}
