import './texts';
import { Link, Table, TableBody, TableCell, TableHead, TableRow } from '@mui/material';
import type { ReactNode } from 'react';
import { useTranslate } from 'react-admin';
import { Link as RouterLink } from 'react-router-dom';
import { formatDateTime } from '@/i18n';
import { StateChip } from './state-chip';
import { ORDER_TABLE } from './states';
import type { OrderRow } from './types';

interface OrderTableProps {
  rows: readonly OrderRow[];
  label: string;
  /** The approval queue shows the reason and the row's actions in place of the provider. */
  actions?: (row: OrderRow) => ReactNode;
}

export function OrderTable({ rows, label, actions }: OrderTableProps) {
  const translate = useTranslate();
  const t = (k: string) => translate(`kitlink.column.${k}`);
  return (
    <Table size="small" aria-label={label}>
      <TableHead>
        <TableRow>
          <TableCell>{t('order_number')}</TableCell>
          <TableCell>{t('status')}</TableCell>
          <TableCell>{t('participant')}</TableCell>
          <TableCell>{t('study')}</TableCell>
          <TableCell>{t('kit_type')}</TableCell>
          <TableCell>{actions ? t('reason') : t('provider')}</TableCell>
          <TableCell>{t('ordered_at')}</TableCell>
          {actions && <TableCell>{t('actions')}</TableCell>}
        </TableRow>
      </TableHead>
      <TableBody>
        {rows.map((o) => (
          <TableRow key={o.id} hover>
            <TableCell>
              <Link component={RouterLink} to={`/kitlink/order/${o.id}`}>
                {o.order_number}
              </Link>
            </TableCell>
            <TableCell>
              <StateChip table={ORDER_TABLE} state={o.status} />
            </TableCell>
            <TableCell>
              {o.participant && (
                <Link component={RouterLink} to={`/users/${o.participant.id}`}>
                  {o.participant.name}
                </Link>
              )}
            </TableCell>
            <TableCell>{o.study?.name}</TableCell>
            <TableCell>{o.kit_type ? translate(`kitlink.kit_type.${o.kit_type}`) : ''}</TableCell>
            <TableCell>{actions ? o.reason : o.provider}</TableCell>
            <TableCell>{formatDateTime(o.ordered_at)}</TableCell>
            {actions && <TableCell>{actions(o)}</TableCell>}
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}
