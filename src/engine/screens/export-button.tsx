import DownloadIcon from '@mui/icons-material/GetApp';
import { useState } from 'react';
import {
  Button,
  downloadCSV,
  useDataProvider,
  useListContext,
  useNotify,
  useStore,
  useTranslate,
  type DataProvider,
  type RaRecord,
} from 'react-admin';
import { formatDate, formatDateTime, formatMoney, formatNumber } from '@/i18n';
import { derivedValue } from '../derived';
import { fetchAllPages, toCsv } from '../csv';
import type { EntitySchema, FieldDef } from '../types';
import { choiceKey, fieldKey, humanize } from '../widgets/labels';
import { recordTitle, referencesByEntity } from '../widgets/list-references';
import { useReferenceAccess } from '../widgets/reference-access';

const EXPORT_PAGE_SIZE = 500;
const EXPORT_MAX_ROWS = 100_000;

interface AvailableColumn {
  index: string;
  source?: string;
}

/**
 * The sources of the columns the list shows, in their order: the user's own choice ("Columns")
 * where they made one, else the schema's `list.columns`.
 */
function useShownSources(schema: EntitySchema, preferenceKey: string): string[] {
  const [available] = useStore<AvailableColumn[]>(`preferences.${preferenceKey}.availableColumns`, []);
  const [omit] = useStore<string[] | undefined>(`preferences.${preferenceKey}.omit`);
  const [chosen] = useStore<string[] | undefined>(`preferences.${preferenceKey}.columns`);
  if (available.length === 0) return schema.list.columns;
  const indexes =
    chosen ?? available.filter((c) => c.source && !(omit ?? []).includes(c.source)).map((c) => c.index);
  return indexes
    .map((index) => available.find((c) => c.index === index)?.source)
    .filter((source): source is string => typeof source === 'string');
}

/** The titles of every record the rows reference, per field: read once per referenced entity. */
async function referenceTitles(
  dataProvider: DataProvider,
  fields: readonly FieldDef[],
  rows: readonly RaRecord[],
): Promise<Map<string, Map<string, string>>> {
  const titles = new Map<string, Map<string, string>>();
  await Promise.all(
    referencesByEntity(fields).map(async ([entity, sources]) => {
      const ids = [...new Set(rows.flatMap((r) => sources.map((s) => r[s] as unknown)))].filter(
        (v): v is string | number => typeof v === 'string' || typeof v === 'number',
      );
      const { data } = ids.length ? await dataProvider.getMany(entity, { ids }) : { data: [] };
      const byId = new Map(data.map((r) => [String(r.id), recordTitle(entity, r)]));
      for (const s of sources) titles.set(s, byId);
    }),
  );
  return titles;
}

/**
 * CSV of the whole filtered, sorted list, fetched from the server one page at a time; `scope` is
 * the list's fixed filter, which the user's own filters cannot widen. It holds what the list
 * shows: the id and the columns on screen, in their order, with choices by their labels and
 * references by their titles; fields the user has not put on screen stay out of the file. Off
 * while the list has failed to load: there is nothing on screen to export, and the retry comes first.
 */
export function ExportAllButton({
  schema,
  scope,
  preferenceKey,
}: {
  schema: EntitySchema;
  scope?: Record<string, unknown> | undefined;
  preferenceKey: string;
}) {
  const translate = useTranslate();
  const notify = useNotify();
  const dataProvider = useDataProvider();
  const { filterValues, sort, total, error } = useListContext();
  const shown = useShownSources(schema, preferenceKey);
  const seen = useReferenceAccess();
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
      const fields = shown
        .filter((source) => source !== 'id')
        .map((source) => schema.fields.find((f) => f.source === source))
        .filter((f): f is FieldDef => f !== undefined);
      // References the user may not see keep their bare ids, as the list shows them.
      const titles = await referenceTitles(dataProvider, fields.filter(seen), rows);
      // Each value as the list shows it: choices by label, amounts with their currency, dates and
      // times in the console's format and zone, yes/no for flags.
      const cellValue = (f: FieldDef, row: Record<string, unknown>, value: unknown): unknown => {
        if (f.type === 'enum' && typeof value === 'string')
          return translate(choiceKey(schema, f.source, value), { _: humanize(value) });
        if (f.type === 'money' && typeof value === 'number')
          return formatMoney(value, f.currencyField ? row[f.currencyField] : undefined);
        if (
          (f.type === 'date' || f.type === 'datetime') &&
          (typeof value === 'string' || typeof value === 'number')
        )
          return f.type === 'date' ? formatDate(value) : formatDateTime(value);
        if (f.type === 'boolean') {
          const on = f.derived ? (value ?? derivedValue(f, row)) : value;
          return typeof on === 'boolean' ? translate(on ? 'ra.boolean.true' : 'ra.boolean.false') : value;
        }
        return value;
      };
      const cells = rows.map((row) => {
        const out: Record<string, unknown> = { id: row.id };
        for (const f of fields) {
          const value: unknown = row[f.source];
          const title = titles.get(f.source)?.get(String(value));
          if (title !== undefined) out[f.source] = title;
          else out[f.source] = cellValue(f, row, value);
        }
        return out;
      });
      const labels = fields.map((f) => translate(fieldKey(schema, f.source), { _: humanize(f.source) }));
      downloadCSV(toCsv(fields, labels, cells), schema.name);
      notify('engine.export.done', {
        type: 'success',
        messageArgs: { rows: formatNumber(rows.length), smart_count: rows.length },
      });
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
