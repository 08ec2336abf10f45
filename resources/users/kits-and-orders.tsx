import './texts';
import { Link, List, ListItem, Paper, Stack, Typography } from '@mui/material';
import { Fragment } from 'react';
import { useGetList, useTranslate, type Identifier, type RaRecord } from 'react-admin';
import { Link as RouterLink } from 'react-router-dom';
import { useMayRead } from './use-may-read';
import { formatDate } from '@/i18n';
import type { UserSummary } from './types';

type OrderInProgress = NonNullable<UserSummary['orders_in_progress']>[number];

// The participant's orders and kits, newest first, each opening its KitLink page, with its
// state in words. Shown only to accounts that may read them (the server would refuse the rest).

const SHOWN = 10;

interface Kind {
  entity: 'orders' | 'kits';
  label: 'order_number' | 'barcode';
  sort: string;
  page: (id: Identifier) => string;
}

const KINDS: readonly Kind[] = [
  { entity: 'orders', label: 'order_number', sort: 'ordered_at', page: (id) => `/kitlink/order/${id}` },
  { entity: 'kits', label: 'barcode', sort: 'updated_at', page: (id) => `/kitlink/kit/${id}` },
];

function Records({ kind, userId }: { kind: Kind; userId: Identifier }) {
  const translate = useTranslate();
  const list = useGetList<RaRecord>(kind.entity, {
    filter: { user_id: userId },
    pagination: { page: 1, perPage: SHOWN },
    sort: { field: kind.sort, order: 'DESC' },
  });
  const title = translate(`users.overview.${kind.entity}_title`);
  const rows = list.data ?? [];
  const total = list.total ?? rows.length;
  return (
    <Paper variant="outlined" component="section" aria-label={title} sx={{ p: 2, flex: 1 }}>
      <Typography variant="h6" component="h2">
        {title}
      </Typography>
      {list.error ? (
        <Typography role="alert">{translate('users.overview.kitlink_failed')}</Typography>
      ) : !list.data ? (
        <Typography role="status">{translate('users.overview.kitlink_loading')}</Typography>
      ) : rows.length === 0 ? (
        <Typography>{translate(`users.overview.none_${kind.entity}`)}</Typography>
      ) : (
        <List dense aria-label={title}>
          {rows.map((r) => {
            const status = String(r.status ?? '');
            const at = r[kind.sort];
            return (
              <ListItem key={String(r.id)} disableGutters>
                <Typography variant="body2">
                  <Link component={RouterLink} to={kind.page(r.id)}>
                    {String(r[kind.label] ?? `#${String(r.id)}`)}
                  </Link>
                  {': '}
                  {translate(`resources.${kind.entity}.choices.status.${status}`, { _: status || '—' })}
                  {typeof at === 'string' && ` · ${formatDate(at)}`}
                </Typography>
              </ListItem>
            );
          })}
        </List>
      )}
      {total > rows.length && (
        <Typography variant="body2" color="text.secondary">
          {translate('users.overview.more', { shown: rows.length, total })}
        </Typography>
      )}
    </Paper>
  );
}

/** An order's state in words ("Placed with the lab"), its key only when no text names it. */
function useOrderState() {
  const translate = useTranslate();
  return (status: string | null | undefined) =>
    status ? translate(`resources.orders.choices.status.${status}`, { _: status }) : '—';
}

/**
 * The summary's orders in progress, each with its state in words and, for accounts that may read
 * orders, linked to its KitLink page.
 */
export function OrdersInProgress({ orders }: { orders: readonly OrderInProgress[] }) {
  const mayRead = useMayRead('orders');
  const state = useOrderState();
  return orders.map((o, i) => {
    const number = o.order_number ?? `#${String(o.id)}`;
    return (
      <Fragment key={String(o.id)}>
        {i > 0 && '; '}
        {mayRead ? (
          <Link component={RouterLink} to={`/kitlink/order/${String(o.id)}`}>
            {number}
          </Link>
        ) : (
          number
        )}
        {` (${state(o.status)})`}
      </Fragment>
    );
  });
}

/** The overview's kits and orders, each kind for accounts that may read it. */
export function KitsAndOrders({ userId }: { userId: Identifier }) {
  const orders = useMayRead('orders');
  const kits = useMayRead('kits');
  const shown = KINDS.filter((k) => (k.entity === 'orders' ? orders : kits));
  if (shown.length === 0) return null;
  return (
    <Stack direction={{ xs: 'column', md: 'row' }} spacing={2}>
      {shown.map((k) => (
        <Records key={k.entity} kind={k} userId={userId} />
      ))}
    </Stack>
  );
}
