import './texts';
import { Button } from '@mui/material';
import { useState } from 'react';
import { useTranslate } from 'react-admin';
import { toast } from '@/ui';
import { downloadCsv } from '@/ui/chart-panel/csv';
import { searchAllAudit, type AuditFilter } from './api';
import { auditCsv, csvName } from './export-csv';

/** Downloads every entry the current filters keep, all pages of them, as audit-YYYY-MM-DD.csv. */
export function ExportButton({ filter, disabled }: { filter: AuditFilter; disabled: boolean }) {
  const translate = useTranslate();
  const [busy, setBusy] = useState(false);
  const run = async () => {
    setBusy(true);
    try {
      const entries = await searchAllAudit(filter);
      downloadCsv(csvName(), auditCsv(translate, entries));
      toast.show(translate('audit.screen.exported', { smart_count: entries.length }), 'success');
    } catch (e) {
      const message = e instanceof Error ? e.message : String(e);
      toast.show(translate('audit.screen.export_failed', { message }), 'danger');
    } finally {
      setBusy(false);
    }
  };
  return (
    <Button variant="outlined" onClick={() => void run()} disabled={disabled || busy}>
      {translate(busy ? 'audit.screen.exporting' : 'audit.screen.export')}
    </Button>
  );
}
