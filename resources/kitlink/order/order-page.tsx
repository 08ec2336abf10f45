import '../texts';
import { useTranslate } from 'react-admin';
import { formatDateTime } from '@/i18n';
import { getOrder, kitlinkKeys } from '../api';
import { KitType, KIT_LIST } from '../shared/columns';
import { RecordHistorySection } from '../shared/record-history';
import { ParticipantRef, StudyRef } from '../shared/refs';
import { DetailLayout } from '../shared/detail-layout';
import { DetailQuery } from '../shared/detail-query';
import { StateChip } from '../shared/state-chip';
import { ORDER_TABLE } from '@/domain/kit-states';
import { Timeline } from '../shared/timeline';
import { TransitionButtons } from '../shared/transition-buttons';
import { TableSection } from '../shared/table-section';
import type { OrderDetail } from '../types';

/** `/kitlink/order/{id}`: the order, its timeline, its kits and the transitions allowed next. */
export default function OrderPage() {
  return (
    <DetailQuery subject="order" queryKey={kitlinkKeys.order} load={getOrder}>
      {(o) => <Order o={o} />}
    </DetailQuery>
  );
}

function Order({ o }: { o: OrderDetail }) {
  const translate = useTranslate();
  const heading = translate('kitlink.order_kits', { count: o.kits.length });
  return (
    <DetailLayout
      title={translate('kitlink.order_title', { number: o.order_number })}
      chip={<StateChip table={ORDER_TABLE} state={o.status} />}
      actions={<TransitionButtons key={o.status} table={ORDER_TABLE} id={o.id} state={o.status} />}
      facts={[
        ['participant', <ParticipantRef participant={o.participant} />],
        ['study', <StudyRef study={o.study} />],
        ['kit_type', <KitType type={o.kit_type} />],
        ['lab', o.lab?.name],
        ['provider', o.provider],
        ['ordered_at', formatDateTime(o.ordered_at)],
      ]}
    >
      <Timeline table={ORDER_TABLE} entries={o.timeline} />
      <TableSection heading={heading} rows={o.kits} columns={KIT_LIST} />
      <RecordHistorySection entity="orders" id={o.id} />
    </DetailLayout>
  );
}
