import type { Identifier } from 'react-admin';
import { pathSegment, queryKeys } from '@/data';
import { request, type RequestOptions } from '@/http';
import type {
  AssayDetail,
  KitDetail,
  OrderDetail,
  Overview,
  OverviewFilter,
  TransitionRequest,
} from './types';

// KitLink's calls (documented in src/data/API.md, "KitLink").

export const IDEMPOTENCY_HEADER = 'Idempotency-Key';

export const kitlinkKeys = {
  overview: (filter: OverviewFilter) => queryKeys('orders').custom('kitlink-overview', filter),
  order: (id: Identifier) => queryKeys('orders').custom('kitlink-order', String(id)),
  kit: (id: Identifier) => queryKeys('kits').custom('kitlink-kit', String(id)),
  assay: (id: Identifier) => queryKeys('assays').custom('kitlink-assay', String(id)),
};

/** `GET /admin/kitlink/overview`: counts by state, the approval queue and the first rows of each list. */
export async function getOverview(filter: OverviewFilter): Promise<Overview> {
  return (await request<Overview>('/admin/kitlink/overview', { params: { ...filter } })).data;
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

export interface NewOrder {
  study_id: string;
  user_id: string;
  kit_type: string;
  shipping_address: { line1: string; city: string; postcode: string; country: string };
}

/** `POST /admin/kitlink/orders`: a requested order; the key makes a repeated send create one. */
export async function createOrder(order: NewOrder, idempotencyKey: string): Promise<OrderDetail> {
  const res = await request<OrderDetail>('/admin/kitlink/orders', {
    method: 'POST',
    data: order,
    headers: { [IDEMPOTENCY_HEADER]: idempotencyKey },
  });
  return res.data;
}
