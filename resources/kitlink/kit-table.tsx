import './texts';
import { Link, Table, TableBody, TableCell, TableHead, TableRow } from '@mui/material';
import { useTranslate } from 'react-admin';
import { Link as RouterLink } from 'react-router-dom';
import { formatDateTime } from '@/i18n';
import { StateChip } from './state-chip';
import { KIT_TABLE } from './states';
import type { KitRow } from './types';

export function KitTable({ rows, label }: { rows: readonly KitRow[]; label: string }) {
  const translate = useTranslate();
  const t = (k: string) => translate(`kitlink.column.${k}`);
  return (
    <Table size="small" aria-label={label}>
      <TableHead>
        <TableRow>
          <TableCell>{t('barcode')}</TableCell>
          <TableCell>{t('status')}</TableCell>
          <TableCell>{t('kit_type')}</TableCell>
          <TableCell>{t('study')}</TableCell>
          <TableCell>{t('order')}</TableCell>
          <TableCell>{t('updated_at')}</TableCell>
        </TableRow>
      </TableHead>
      <TableBody>
        {rows.map((k) => (
          <TableRow key={k.id} hover>
            <TableCell>
              <Link component={RouterLink} to={`/kitlink/kit/${k.id}`}>
                {k.barcode}
              </Link>
            </TableCell>
            <TableCell>
              <StateChip table={KIT_TABLE} state={k.status} />
            </TableCell>
            <TableCell>{k.kit_type ? translate(`kitlink.kit_type.${k.kit_type}`) : ''}</TableCell>
            <TableCell>{k.study?.name}</TableCell>
            <TableCell>
              {k.order && (
                <Link component={RouterLink} to={`/kitlink/order/${k.order.id}`}>
                  {k.order.order_number}
                </Link>
              )}
            </TableCell>
            <TableCell>{formatDateTime(k.updated_at)}</TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}
