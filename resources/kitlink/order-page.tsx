import './texts';
import { Link, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useTranslate } from 'react-admin';
import { Link as RouterLink, useParams } from 'react-router-dom';
import { formatDateTime } from '@/i18n';
import { getOrder, kitlinkKeys } from './api';
import { DetailLayout } from './detail-layout';
import { KitTable } from './kit-table';
import { QueryState } from './query-state';
import { StateChip } from './state-chip';
import { ORDER_TABLE } from './states';
import { Timeline } from './timeline';
import { TransitionButtons } from './transition-buttons';

/** `/kitlink/order/{id}`: the order, its timeline, its kits and the transitions allowed next. */
export default function OrderPage() {
  const translate = useTranslate();
  const id = useParams().id ?? '';
  const order = useQuery({ queryKey: kitlinkKeys.order(id), queryFn: () => getOrder(id) });
  return (
    <QueryState {...order}>
      {() => {
        const o = order.data!;
        return (
          <DetailLayout
            title={translate('kitlink.order_title', { number: o.order_number })}
            chip={<StateChip table={ORDER_TABLE} state={o.status} />}
            actions={<TransitionButtons key={o.status} table={ORDER_TABLE} id={o.id} state={o.status} />}
            facts={[
              [
                'participant',
                o.participant && (
                  <Link component={RouterLink} to={`/users/${o.participant.id}`}>
                    {o.participant.name}
                  </Link>
                ),
              ],
              ['study', o.study?.name],
              ['kit_type', o.kit_type ? translate(`kitlink.kit_type.${o.kit_type}`) : ''],
              ['provider', o.provider],
              ['ordered_at', formatDateTime(o.ordered_at)],
            ]}
          >
            <Timeline table={ORDER_TABLE} entries={o.timeline} />
            <section aria-labelledby="kitlink-order-kits">
              <Typography id="kitlink-order-kits" variant="h6" component="h2">
                {translate('kitlink.order_kits', { count: o.kits.length })}
              </Typography>
              <KitTable rows={o.kits} label={translate('kitlink.order_kits', { count: o.kits.length })} />
            </section>
          </DetailLayout>
        );
      }}
    </QueryState>
  );
}
