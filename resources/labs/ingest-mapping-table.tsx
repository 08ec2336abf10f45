import './texts';
import { MenuItem, Table, TableBody, TableCell, TableHead, TableRow, TextField } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { FieldDef } from '@/engine';
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
    <Table size="small" aria-label={translate('labs.ingest.mapping')} sx={{ maxWidth: 900 }}>
      <TableHead>
        <TableRow>
          <TableCell>{translate('labs.ingest.column')}</TableCell>
          <TableCell>{translate('labs.ingest.first_value')}</TableCell>
          <TableCell>{translate('labs.ingest.field')}</TableCell>
        </TableRow>
      </TableHead>
      <TableBody>
        {headers.map((h) => (
          <TableRow key={h}>
            <TableCell component="th" scope="row">
              {h}
            </TableCell>
            <TableCell
              sx={{ maxWidth: 240, overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' }}
            >
              {fields.find((f) => f.source === mapping[h])?.sensitive ? '•••' : (sample?.cells[h] ?? '')}
            </TableCell>
            <TableCell>
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
            </TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}
