import type { Identifier } from 'react-admin';
import {
  callApi,
  callPaged,
  ContractError,
  type CallDecl,
  type CallInput,
  type ResponseOf,
} from '@/contract';
import { queryKeys, splitFilter } from '@/data';
import {
  callExtension,
  HttpError,
  isNotOffered,
  reportFailure,
  withExtension,
  type RequestOptions,
} from '@/http';
import * as calls from './contract';
import { assayDetail, kitDetail, orderDetail } from './calls/fill';
import {
  bulkResult,
  checked,
  consignmentDetail,
  kitCounts,
  newOrdersResult,
  overview,
  scanResult,
} from './calls/fill-lists';
import { assayOf, kitOf, orderOf } from './calls/fill-records';
import { assayOne, kitOne, kitsBy, orderOne } from './calls/generic-calls';
import type {
  AssayDetail,
  BulkTransitionRequest,
  ConsignmentDetail,
  KitCounts,
  KitDetail,
  KitListFilter,
  NewOrders,
  OrderDetail,
  Overview,
  OverviewFilter,
  TransitionRequest,
} from './types';
import { KIT_GROUPS } from './types';

// KitLink's calls (src/contract declarations in contract.ts, documented in docs/backend.md).

export const IDEMPOTENCY_HEADER = 'Idempotency-Key';

export const kitlinkKeys = {
  overview: (filter: OverviewFilter) => queryKeys('orders').custom('kitlink-overview', filter),
  /** Under the orders' keys with the overview: a transition of an order or a kit refreshes both. */
  list: (name: string, filter: OverviewFilter, page: number, size: number) =>
    queryKeys('orders').custom('kitlink-list', name, filter, page, size),
  order: (id: Identifier) => queryKeys('orders').custom('kitlink-order', String(id)),
  kit: (id: Identifier) => queryKeys('kits').custom('kitlink-kit', String(id)),
  assay: (id: Identifier) => queryKeys('assays').custom('kitlink-assay', String(id)),
  consignment: (id: Identifier) => queryKeys('kits').custom('kitlink-consignment', String(id)),
  kitCounts: (filter: KitListFilter) => queryKeys('kits').custom('kitlink-kit-counts', filter),
};

/**
 * An extension's read without the catalogue toast for a 404 or 501, which only says the server
 * lacks the call (the spec's calls answer instead, or the screen says so); any other failure is
 * toasted as the catalogue says. A contract break is shown in the screen's panel only.
 */
export async function quietRead<T>(read: () => Promise<T>): Promise<T> {
  try {
    return await read();
  } catch (error) {
    const quiet = error instanceof ContractError || isNotOffered(error);
    if (!quiet && error instanceof HttpError) reportFailure(error);
    throw error;
  }
}

const extensionRead = <D extends CallDecl>(decl: D, input: CallInput = {}): Promise<ResponseOf<D>> =>
  quietRead(() => callApi(decl, { ...input, skipErrorHandling: true }));

/** `GET /admin/kitlink/overview`: counts by state, the approval queue and the first rows of each list. */
export async function getOverview(filter: OverviewFilter): Promise<Overview> {
  return overview(
    await callExtension(calls.overview.id, () => extensionRead(calls.overview, { params: { ...filter } })),
  );
}

/**
 * `GET /admin/kitlink/kit-counts`: the kits list's filter and search, sent as the list sends them,
 * and the kits counted by each of `KIT_GROUPS`.
 */
export async function getKitCounts(filter: KitListFilter): Promise<KitCounts> {
  const { search, filters } = splitFilter(filter);
  const params = {
    group_by: KIT_GROUPS.join(','),
    ...(search !== undefined && { q: search }),
    filter: filters,
  };
  return kitCounts(await callExtension(calls.kitCounts.id, () => extensionRead(calls.kitCounts, { params })));
}

/**
 * The kits of an order or an assay through the spec's `GET /kits/by/{field}/{value}`, the latest
 * first: the record stands without them, so a refusal (an account without the kits permission)
 * or a failure leaves the list empty.
 */
const kitsWhere = (field: 'order_id' | 'assay_id', id: Identifier) =>
  callPaged(kitsBy, {
    path: { field, value: String(id) },
    params: { page: 1, page_size: 50, sort: 'updated_at', order: 'desc' },
    skipErrorHandling: true,
  }).catch(() => ({ data: [], total: undefined }));

/** The order with its timeline, or from `GET /orders/{id}` and its kits on a spec-only server. */
export const getOrder = (id: Identifier): Promise<OrderDetail> =>
  withExtension(
    calls.orderDetail.id,
    async () => orderDetail(await extensionRead(calls.orderDetail, { path: { id: String(id) } })),
    async () => {
      const [order, kits] = await Promise.all([
        callApi(orderOne, { path: { id: String(id) } }),
        kitsWhere('order_id', id),
      ]);
      return orderOf(order, kits.data);
    },
  );

/** The kit with its timeline, or from `GET /kits/{id}` on a spec-only server. */
export const getKit = (id: Identifier): Promise<KitDetail> =>
  withExtension(
    calls.kitDetail.id,
    async () => kitDetail(await extensionRead(calls.kitDetail, { path: { id: String(id) } })),
    async () => kitOf(await callApi(kitOne, { path: { id: String(id) } })),
  );

/** The assay with its kits by state, or from `GET /assays/{id}` and its kits on a spec-only server. */
export const getAssay = (id: Identifier): Promise<AssayDetail> =>
  withExtension(
    calls.assayDetail.id,
    async () => assayDetail(await extensionRead(calls.assayDetail, { path: { id: String(id) } })),
    async () => {
      const [assay, kits] = await Promise.all([
        callApi(assayOne, { path: { id: String(id) } }),
        kitsWhere('assay_id', id),
      ]);
      return assayOf(assay, kits.data, kits.total);
    },
  );

const once = (idempotencyKey: string) => ({ headers: { [IDEMPOTENCY_HEADER]: idempotencyKey } });

/**
 * `POST /admin/kitlink/{orders|kits}/{id}/transitions`. The key is made once per intended
 * transition by the caller, so a retry of the same click is recognised and applied once.
 */
export async function postTransition(
  subject: 'order',
  id: Identifier,
  body: TransitionRequest,
  idempotencyKey: string,
  options?: Pick<RequestOptions, 'skipErrorHandling'>,
): Promise<OrderDetail>;
export async function postTransition(
  subject: 'kit',
  id: Identifier,
  body: TransitionRequest,
  idempotencyKey: string,
  options?: Pick<RequestOptions, 'skipErrorHandling'>,
): Promise<KitDetail>;
export async function postTransition(
  subject: 'order' | 'kit',
  id: Identifier,
  body: TransitionRequest,
  idempotencyKey: string,
  options?: Pick<RequestOptions, 'skipErrorHandling'>,
): Promise<OrderDetail | KitDetail>;
export async function postTransition(
  subject: 'order' | 'kit',
  id: Identifier,
  body: TransitionRequest,
  idempotencyKey: string,
  options: Pick<RequestOptions, 'skipErrorHandling'> = {},
): Promise<OrderDetail | KitDetail> {
  const input = { path: { id: String(id) }, data: body, ...once(idempotencyKey), ...options };
  return subject === 'order'
    ? orderDetail(await callApi(calls.orderTransition, input))
    : kitDetail(await callApi(calls.kitTransition, input));
}

/** `POST /admin/kitlink/orders/transitions`: one action on many orders, in one request. */
export const postBulkTransition = async (body: BulkTransitionRequest, idempotencyKey: string) =>
  bulkResult(await callApi(calls.bulkTransition, { data: body, ...once(idempotencyKey) }));

/** `POST /admin/kitlink/participants/check`: each pasted email or id, found or why not. */
export const checkParticipants = async (entries: string[]) =>
  (await callApi(calls.checkParticipants, { data: { entries } })).map(checked);

/** `POST /admin/kitlink/orders/batch`: one requested order per participant, in one request. */
export const createOrders = async (orders: NewOrders, idempotencyKey: string) =>
  newOrdersResult(await callApi(calls.createOrders, { data: orders, ...once(idempotencyKey) }));

export async function getConsignment(id: Identifier): Promise<ConsignmentDetail> {
  return consignmentDetail(await callApi(calls.consignmentDetail, { path: { id: String(id) } }));
}

/** `POST /admin/kitlink/consignments/{id}/scans`: marks a scanned kit received at the lab. */
export const postScan = async (consignmentId: Identifier, barcode: string, idempotencyKey: string) =>
  scanResult(
    await callApi(calls.scan, {
      path: { id: String(consignmentId) },
      data: { barcode },
      ...once(idempotencyKey),
    }),
  );
