import { z } from '@/lib/zod';

// What KitLink's writes send, declared once: the contract documents it and types.ts derives the
// shapes the screens build from it.

const id = z.union([z.number(), z.string()]);

export const transitionBody = z.object({ action: z.string(), note: z.string() });

export const bulkTransitionBody = z.object({ action: z.string(), note: z.string(), ids: z.array(id) });

export const addressBody = z.object({
  line1: z.string(),
  city: z.string(),
  postcode: z.string(),
  country: z.string(),
});

export const newOrdersBody = z.object({
  study_id: z.string(),
  kit_type: z.string(),
  assay_ids: z.array(z.string()),
  lab_id: z.string(),
  participants: z.array(z.object({ user_id: z.string(), shipping_address: addressBody })),
});

export const checkBody = z.object({ entries: z.array(z.string()) });

export const scanBody = z.object({ barcode: z.string() });

/** The overview's filter, each a query parameter; days are yyyy-mm-dd. */
export const overviewQuery = z.object({
  study_id: z.optional(z.string()),
  lab_id: z.optional(z.string()),
  from: z.optional(z.string()),
  to: z.optional(z.string()),
  order_status: z.optional(z.string()),
  kit_status: z.optional(z.string()),
});

/** The most rows one page of a KitLink list holds. */
export const MAX_LIST_PAGE = 100;

/** One page of an overview list, under the overview's filter; `page` counts from 1. */
export const listQuery = z.extend(overviewQuery, {
  page: z.optional(z.int()),
  page_size: z.optional(z.int()),
});

export const kitCountsQuery = z.looseObject({
  group_by: z.string(),
  q: z.optional(z.string()),
  filter: z.optional(z.record(z.string(), z.unknown())),
});
