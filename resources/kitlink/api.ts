import type { Identifier } from 'react-admin';
import { pathSegment, queryKeys, splitFilter } from '@/data';
import { request, type RequestOptions } from '@/http';
import type {
  AssayDetail,
  BulkTransitionRequest,
  BulkTransitionResult,
  CheckedParticipant,
  ConsignmentDetail,
  KitCounts,
  KitDetail,
  KitListFilter,
  OrderDetail,
  NewOrders,
  NewOrdersResult,
  Overview,
  OverviewFilter,
  ScanResult,
  TransitionRequest,
} from './types';
import { KIT_GROUPS } from './types';

// KitLink's calls (documented in src/data/API.md, "KitLink").

export const IDEMPOTENCY_HEADER = 'Idempotency-Key';

export const kitlinkKeys = {
  overview: (filter: OverviewFilter) => queryKeys('orders').custom('kitlink-overview', filter),
  order: (id: Identifier) => queryKeys('orders').custom('kitlink-order', String(id)),
  kit: (id: Identifier) => queryKeys('kits').custom('kitlink-kit', String(id)),
  assay: (id: Identifier) => queryKeys('assays').custom('kitlink-assay', String(id)),
  consignment: (id: Identifier) => queryKeys('kits').custom('kitlink-consignment', String(id)),
  kitCounts: (filter: KitListFilter) => queryKeys('kits').custom('kitlink-kit-counts', filter),
};

/** `GET /admin/kitlink/overview`: counts by state, the approval queue and the first rows of each list. */
export async function getOverview(filter: OverviewFilter): Promise<Overview> {
  return (await request<Overview>('/admin/kitlink/overview', { params: { ...filter } })).data;
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
  return (await request<KitCounts>('/admin/kitlink/kit-counts', { params })).data;
}

export async function getOrder(id: Identifier): Promise<OrderDetail> {
  return (await request<OrderDetail>(`/admin/kitlink/orders/${pathSegment(id)}`)).data;
}

export async function getKit(id: Identifier): Promise<KitDetail> {
  return (await request<KitDetail>(`/admin/kitlink/kits/${pathSegment(id)}`)).data;
}

export async function getAssay(id: Identifier): Promise<AssayDetail> {
  return (await request<AssayDetail>(`/admin/kitlink/assays/${pathSegment(id)}`)).data;
}

/**
 * `POST /admin/kitlink/{orders|kits}/{id}/transitions`. The key is made once per intended
 * transition by the caller, so a retry of the same click is recognised and applied once.
 */
export async function postTransition<T extends OrderDetail | KitDetail>(
  subject: 'order' | 'kit',
  id: Identifier,
  body: TransitionRequest,
  idempotencyKey: string,
  options: Pick<RequestOptions, 'skipErrorHandling'> = {},
): Promise<T> {
  const path = `/admin/kitlink/${subject}s/${pathSegment(id)}/transitions`;
  const res = await request<T>(path, {
    method: 'POST',
    data: body,
    headers: { [IDEMPOTENCY_HEADER]: idempotencyKey },
    ...options,
  });
  return res.data;
}

/** A write sent once per key: a retry with the same key gets the first answer. */
async function sendOnce<T>(path: string, data: unknown, idempotencyKey: string): Promise<T> {
  const res = await request<T>(path, {
    method: 'POST',
    data,
    headers: { [IDEMPOTENCY_HEADER]: idempotencyKey },
  });
  return res.data;
}

/** `POST /admin/kitlink/orders/transitions`: one action on many orders, in one request. */
export const postBulkTransition = (body: BulkTransitionRequest, idempotencyKey: string) =>
  sendOnce<BulkTransitionResult>('/admin/kitlink/orders/transitions', body, idempotencyKey);

/** `POST /admin/kitlink/participants/check`: each pasted email or id, found or why not. */
export const checkParticipants = async (entries: string[]) =>
  (
    await request<CheckedParticipant[]>('/admin/kitlink/participants/check', {
      method: 'POST',
      data: { entries },
    })
  ).data;

/** `POST /admin/kitlink/orders/batch`: one requested order per participant, in one request. */
export const createOrders = (orders: NewOrders, idempotencyKey: string) =>
  sendOnce<NewOrdersResult>('/admin/kitlink/orders/batch', orders, idempotencyKey);

export async function getConsignment(id: Identifier): Promise<ConsignmentDetail> {
  return (await request<ConsignmentDetail>(`/admin/kitlink/consignments/${pathSegment(id)}`)).data;
}

/** `POST /admin/kitlink/consignments/{id}/scans`: marks a scanned kit received at the lab. */
export const postScan = (consignmentId: Identifier, barcode: string, idempotencyKey: string) =>
  sendOnce<ScanResult>(
    `/admin/kitlink/consignments/${pathSegment(consignmentId)}/scans`,
    { barcode },
    idempotencyKey,
  );
