import type { KitState, OrderState } from './states';

/** One recorded transition: who moved the subject from one state to the next, when and why. */
export interface TimelineEntry {
  at: string;
  by: string;
  action: string;
  from: string | null;
  to: string;
  note: string;
}

export interface Named {
  id: number | string;
  name: string;
}

export interface OrderRow {
  id: number | string;
  order_number: string;
  status: OrderState;
  study: Named | null;
  participant: Named | null;
  kit_type: string | null;
  provider: string;
  ordered_at: string;
  /** The latest note, e.g. the participant's reason for a request. */
  reason: string;
}

export interface KitRow {
  id: number | string;
  barcode: string;
  status: KitState;
  kit_type: string | null;
  study: Named | null;
  order: { id: number | string; order_number: string } | null;
  updated_at: string;
}

export interface AssayRow {
  id: number | string;
  name: string;
  code: string;
  lab: Named | null;
  sample_type: string | null;
  turnaround_days: number | null;
  kit_count: number;
}

export interface Page<T> {
  rows: T[];
  total: number;
}

export interface Overview {
  counts: { orders: Record<OrderState, number>; kits: Record<KitState, number> };
  /** The requested orders, oldest first. */
  approvals: Page<OrderRow>;
  orders: Page<OrderRow>;
  kits: Page<KitRow>;
  assays: Page<AssayRow>;
  studies: Named[];
}

export interface OverviewFilter {
  study_id?: string;
  order_status?: string;
  kit_status?: string;
}

export interface OrderDetail extends OrderRow {
  timeline: TimelineEntry[];
  kits: KitRow[];
}

export interface KitDetail extends KitRow {
  timeline: TimelineEntry[];
  assay: Named | null;
  consignment: { id: number | string; reference: string } | null;
  participant: Named | null;
}

export interface AssayDetail extends AssayRow {
  kits: KitRow[];
  kit_counts: Record<KitState, number>;
}

export interface TransitionRequest {
  action: string;
  note: string;
}
