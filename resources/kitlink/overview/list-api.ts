import { callPaged, type CallDecl, type CallInput, type PagedAnswer } from '@/contract';
import { callExtension } from '@/http';
import { quietRead } from '../api';
import * as calls from '../calls/contract-lists';
import { assayRow, consignmentRow, kitRow, orderRow } from '../calls/fill';
import { attention } from '../calls/fill-lists';
import type {
  AssayRow,
  AttentionRow,
  ConsignmentRow,
  KitRow,
  OrderRow,
  OverviewFilter,
  Page,
} from '../types';

// One page of a list of the KitLink home, through its paged call (calls/contract-lists.ts).

/** Loads page `page` (from 1) of `size` rows under the overview's filter. */
export type PageLoader<T> = (filter: OverviewFilter, page: number, size: number) => Promise<Page<T>>;

const loader =
  <A, T>(
    decl: CallDecl,
    read: (input: CallInput) => Promise<PagedAnswer<readonly A[]>>,
    fill: (row: A) => T[],
  ): PageLoader<T> =>
  async (filter, page, size) => {
    const params = { ...filter, page, page_size: size };
    const answer = await callExtension(decl.id, () =>
      quietRead(() => read({ params, skipErrorHandling: true })),
    );
    const rows = answer.data.flatMap(fill);
    return { rows, total: answer.total ?? rows.length };
  };

const { approvalsList, ordersList, kitsList, assaysList, attentionList, consignmentsList } = calls;

export const loadApprovals: PageLoader<OrderRow> = loader(
  approvalsList,
  (i) => callPaged(approvalsList, i),
  (r) => [orderRow(r)],
);
export const loadOrders: PageLoader<OrderRow> = loader(
  ordersList,
  (i) => callPaged(ordersList, i),
  (r) => [orderRow(r)],
);
export const loadKits: PageLoader<KitRow> = loader(
  kitsList,
  (i) => callPaged(kitsList, i),
  (r) => [kitRow(r)],
);
export const loadAssays: PageLoader<AssayRow> = loader(
  assaysList,
  (i) => callPaged(assaysList, i),
  (r) => [assayRow(r)],
);
/** A row about anything but an order or a kit is left out, as in the overview. */
export const loadAttention: PageLoader<AttentionRow> = loader(
  attentionList,
  (i) => callPaged(attentionList, i),
  attention,
);
export const loadConsignments: PageLoader<ConsignmentRow> = loader(
  consignmentsList,
  (i) => callPaged(consignmentsList, i),
  (r) => [consignmentRow(r)],
);
