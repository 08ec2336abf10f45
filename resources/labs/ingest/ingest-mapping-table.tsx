import '../texts';
import { MenuItem, TextField } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { FieldDef } from '@/engine';
import { DataTable } from '@/ui';
import type { Mapping, SourceRow } from './ingest-types';

interface MappingTableProps {
  headers: readonly string[];
  sample: SourceRow | undefined;
  fields: readonly FieldDef[];
  mapping: Mapping;
  labelOf: (source: string) => string;
  onChange: (column: string, field: string) => void;
}

/** Each column of the file, its first value and the field it fills (guessed, adjustable). */
export function MappingTable({ headers, sample, fields, mapping, labelOf, onChange }: MappingTableProps) {
  const translate = useTranslate();
  const taken = new Set(Object.values(mapping).filter(Boolean));
  return (
    <DataTable
      rows={headers}
      rowId={(h) => h}
      label={translate('labs.ingest.mapping')}
      sx={{ maxWidth: 900 }}
      columns={[
        { id: 'column', header: translate('labs.ingest.column'), rowHeader: true, cell: (h) => h },
        {
          id: 'first_value',
          header: translate('labs.ingest.first_value'),
          cellSx: { maxWidth: 240, overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' },
          cell: (h) =>
            fields.find((f) => f.source === mapping[h])?.sensitive ? '•••' : (sample?.cells[h] ?? ''),
        },
        {
          id: 'field',
          header: translate('labs.ingest.field'),
          cell: (h) => (
            <TextField
              select
              size="small"
              sx={{ minWidth: 220 }}
              label={translate('labs.ingest.field_for', { column: h })}
              value={mapping[h] ?? ''}
              onChange={(e) => onChange(h, e.target.value)}
            >
              <MenuItem value="">{translate('labs.ingest.not_imported')}</MenuItem>
              {fields.map((f) => (
                <MenuItem
                  key={f.source}
                  value={f.source}
                  disabled={taken.has(f.source) && mapping[h] !== f.source}
                >
                  {labelOf(f.source)}
                  {f.required ? ' *' : ''}
                </MenuItem>
              ))}
            </TextField>
          ),
        },
      ]}
    />
  );
}
