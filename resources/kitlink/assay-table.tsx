import './texts';
import { Link, Table, TableBody, TableCell, TableHead, TableRow } from '@mui/material';
import { useTranslate } from 'react-admin';
import { Link as RouterLink } from 'react-router-dom';
import type { AssayRow } from './types';

export function AssayTable({ rows, label }: { rows: readonly AssayRow[]; label: string }) {
  const translate = useTranslate();
  const t = (k: string) => translate(`kitlink.column.${k}`);
  return (
    <Table size="small" aria-label={label}>
      <TableHead>
        <TableRow>
          <TableCell>{t('name')}</TableCell>
          <TableCell>{t('code')}</TableCell>
          <TableCell>{t('lab')}</TableCell>
          <TableCell>{t('sample_type')}</TableCell>
          <TableCell>{t('turnaround_days')}</TableCell>
          <TableCell>{t('kit_count')}</TableCell>
        </TableRow>
      </TableHead>
      <TableBody>
        {rows.map((a) => (
          <TableRow key={a.id} hover>
            <TableCell>
              <Link component={RouterLink} to={`/kitlink/assay/${a.id}`}>
                {a.name}
              </Link>
            </TableCell>
            <TableCell>{a.code}</TableCell>
            <TableCell>{a.lab?.name}</TableCell>
            <TableCell>{a.sample_type ? translate(`kitlink.kit_type.${a.sample_type}`) : ''}</TableCell>
            <TableCell>{a.turnaround_days ?? ''}</TableCell>
            <TableCell>{a.kit_count}</TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}
