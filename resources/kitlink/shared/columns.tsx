import '../texts';
import { useTranslate } from 'react-admin';
import { formatDateTime } from '@/i18n';
import type { Column } from './data-table';
import { RefLink } from './data-table';
import { EntityRef, ParticipantRef, StudyRef } from './refs';
import { StateChip } from './state-chip';
import { KIT_TABLE, ORDER_TABLE } from '@/domain/kit-states';
import type { AssayRow, KitRow, OrderRow } from '../types';

// The columns of KitLink's order, kit and assay tables, each written once.

export function KitType({ type }: { type: string | null }) {
  const translate = useTranslate();
  return type ? <>{translate(`kitlink.kit_type.${type}`)}</> : null;
}

export const orderColumns = {
  order_number: {
    id: 'order_number',
    cell: (o) => <RefLink to={`/kitlink/order/${o.id}`}>{o.order_number}</RefLink>,
  },
  status: { id: 'status', cell: (o) => <StateChip table={ORDER_TABLE} state={o.status} /> },
  participant: {
    id: 'participant',
    cell: (o) => <ParticipantRef participant={o.participant} />,
  },
  study: { id: 'study', cell: (o) => <StudyRef study={o.study} /> },
  kit_type: { id: 'kit_type', cell: (o) => <KitType type={o.kit_type} /> },
  provider: { id: 'provider', cell: (o) => o.provider },
  reason: { id: 'reason', cell: (o) => o.reason },
  ordered_at: { id: 'ordered_at', cell: (o) => formatDateTime(o.ordered_at) },
} satisfies Record<string, Column<OrderRow>>;

export const kitColumns = {
  barcode: {
    id: 'barcode',
    cell: (k) => (
      <EntityRef entity="kits" to={`/kitlink/kit/${k.id}`}>
        {k.barcode}
      </EntityRef>
    ),
  },
  status: { id: 'status', cell: (k) => <StateChip table={KIT_TABLE} state={k.status} /> },
  kit_type: { id: 'kit_type', cell: (k) => <KitType type={k.kit_type} /> },
  study: { id: 'study', cell: (k) => k.study?.name },
  order: {
    id: 'order',
    cell: (k) => (
      <RefLink to={k.order ? `/kitlink/order/${k.order.id}` : null}>{k.order?.order_number}</RefLink>
    ),
  },
  updated_at: { id: 'updated_at', cell: (k) => formatDateTime(k.updated_at) },
} satisfies Record<string, Column<KitRow>>;

export const assayColumns = {
  name: { id: 'name', cell: (a) => <RefLink to={`/kitlink/assay/${a.id}`}>{a.name}</RefLink> },
  code: { id: 'code', cell: (a) => a.code },
  lab: { id: 'lab', cell: (a) => a.lab?.name },
  sample_type: { id: 'sample_type', cell: (a) => <KitType type={a.sample_type} /> },
  turnaround_days: { id: 'turnaround_days', cell: (a) => a.turnaround_days ?? '' },
  kit_count: { id: 'kit_count', cell: (a) => a.kit_count },
} satisfies Record<string, Column<AssayRow>>;

const o = orderColumns;
export const ORDER_LIST: Column<OrderRow>[] = [
  o.order_number,
  o.status,
  o.participant,
  o.study,
  o.kit_type,
  o.provider,
  o.ordered_at,
];
export const QUEUE_LIST: Column<OrderRow>[] = [
  o.order_number,
  o.participant,
  o.study,
  o.kit_type,
  o.reason,
  o.ordered_at,
];
export const KIT_LIST: Column<KitRow>[] = Object.values(kitColumns);
export const ASSAY_LIST: Column<AssayRow>[] = Object.values(assayColumns);
