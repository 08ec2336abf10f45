import DownloadIcon from '@mui/icons-material/GetApp';
import { useState } from 'react';
import { Button, downloadCSV, useDataProvider, useListContext, useNotify, useTranslate } from 'react-admin';
import { formatNumber } from '@/i18n';
import { fetchAllPages, toCsv } from '../csv';
import type { EntitySchema } from '../types';
import { fieldKey, humanize } from '../widgets/labels';

const EXPORT_PAGE_SIZE = 500;
const EXPORT_MAX_ROWS = 100_000;

/**
 * CSV of the whole filtered, sorted list, fetched from the server one page at a time; `scope` is
 * the list's fixed filter, which the user's own filters cannot widen. Off while the list has failed
 * to load: there is nothing on screen to export, and the retry comes first.
 */
export function ExportAllButton({
  schema,
  scope,
}: {
  schema: EntitySchema;
  scope?: Record<string, unknown> | undefined;
}) {
  const translate = useTranslate();
  const notify = useNotify();
  const dataProvider = useDataProvider();
  const { filterValues, sort, total, error } = useListContext();
  const [busy, setBusy] = useState(false);

  const run = async () => {
    setBusy(true);
    try {
      const rows = await fetchAllPages(
        (page, perPage) =>
          dataProvider.getList(schema.name, {
            pagination: { page, perPage },
            sort,
            filter: { ...filterValues, ...scope },
          }),
        { perPage: EXPORT_PAGE_SIZE, maxRows: EXPORT_MAX_ROWS },
      );
      const fields = schema.fields.filter((f) => f.views.show);
      const labels = fields.map((f) => translate(fieldKey(schema, f.source), { _: humanize(f.source) }));
      downloadCSV(toCsv(fields, labels, rows), schema.name);
      notify('engine.export.done', { type: 'success', messageArgs: { count: formatNumber(rows.length) } });
    } catch {
      notify('engine.export.failed', { type: 'error' });
    } finally {
      setBusy(false);
    }
  };

  return (
    <Button label="ra.action.export" onClick={run} disabled={busy || total === 0 || error != null}>
      <DownloadIcon />
    </Button>
  );
}
