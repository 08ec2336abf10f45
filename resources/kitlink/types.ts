import type { z } from '@/lib/zod';
import type { scanAnswer } from './calls/answers';
import type { addressBody, bulkTransitionBody, newOrdersBody, transitionBody } from './calls/requests';

// The shapes the screens work with: the answers of answers.ts with what a server left out filled
// in (fill.ts), and the writes of requests.ts. A state is any text: one a newer server adds is
// shown as it comes.

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
  status: string;
  study: Named | null;
  participant: Named | null;
  kit_type: string | null;
  lab: Named | null;
  provider: string;
  ordered_at: string;
  /** The latest note, e.g. the participant's reason for a request. */
  reason: string;
}

export interface KitRow {
  id: number | string;
  barcode: string;
  status: string;
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
  /** Per state; a state the server does not count is 0. */
  counts: { orders: Record<string, number>; kits: Record<string, number> };
  /** The requested orders, oldest first. */
  approvals: Page<OrderRow>;
  orders: Page<OrderRow>;
  kits: Page<KitRow>;
  assays: Page<AssayRow>;
  attention: Page<AttentionRow>;
  /** Consignments on their way to a lab, the latest dispatched first. */
  consignments: ConsignmentRow[];
  studies: Named[];
  labs: Named[];
}

/** An order or kit stuck in its state longer than the state allows, or a failed sample. */
export interface AttentionRow {
  id: string;
  subject: 'order' | 'kit';
  subject_id: number | string;
  label: string;
  status: string;
  since: string;
  why: 'stuck' | 'failed';
  study: Named | null;
  lab: Named | null;
}

export interface ConsignmentRow {
  id: number | string;
  reference: string;
  lab: Named | null;
  dispatched_at: string;
  tally: Tally;
}

export interface Tally {
  expected: number;
  received: number;
}

export interface OverviewFilter {
  study_id?: string;
  lab_id?: string;
  /** Last change on or after this day (yyyy-mm-dd). */
  from?: string;
  /** Last change on or before this day (yyyy-mm-dd). */
  to?: string;
  order_status?: string;
  kit_status?: string;
}

export interface OrderDetail extends OrderRow {
  /** null when the server offers only the spec's generic reads of the order. */
  timeline: TimelineEntry[] | null;
  kits: KitRow[];
}

/** A measure the lab reported: each part as the lab wrote it, '' when it gave none. */
export interface KitResult {
  name: string;
  value: string;
  unit: string;
  range: string;
  flag: string;
}

export interface KitDetail extends KitRow {
  /** null when the server offers only the spec's generic read of the kit. */
  timeline: TimelineEntry[] | null;
  assay: Named | null;
  consignment: { id: number | string; reference: string } | null;
  participant: Named | null;
  lab: Named | null;
  /** The assay's results the lab reported; empty before, or from a server that sends none. */
  results: KitResult[];
}

export interface ConsignmentDetail extends ConsignmentRow {
  kits: KitRow[];
}

export interface AssayDetail extends AssayRow {
  kits: KitRow[];
  /** By state; null when the server offers only the spec's generic reads of the assay. */
  kit_counts: Record<string, number> | null;
}

export type TransitionRequest = z.output<typeof transitionBody>;
export type BulkTransitionRequest = z.output<typeof bulkTransitionBody>;

export interface BulkTransitionResult {
  done: OrderRow[];
  failed: { id: number | string; order_number: string; message: string }[];
}

export type Address = z.output<typeof addressBody>;

export interface CheckedParticipant {
  /** What was typed or pasted: an email or a user id. */
  entry: string;
  participant: (Named & { email: string; shipping_address: Address | null }) | null;
  problem: 'unknown' | 'not_a_participant' | null;
}

export type NewOrders = z.output<typeof newOrdersBody>;

export interface NewOrdersResult {
  created: OrderRow[];
  failed: { user_id: string; message: string }[];
}

export type ScanOutcome = z.output<typeof scanAnswer>['outcome'];

export interface ScanResult {
  outcome: ScanOutcome;
  barcode: string;
  kit: KitRow | null;
  /** The consignment the kit belongs to, when it is another one. */
  consignment: { id: number | string; reference: string } | null;
  tally: Tally;
}

/** The fields `/kit-list` counts kits by; each is also a filter of the kits list. */
export const KIT_GROUPS = ['status', 'study_id', 'consignment_id'] as const;
export type KitGroup = (typeof KIT_GROUPS)[number];

export interface KitCountEntry {
  value: number | string;
  /** The study's title, the consignment's reference; the state itself for `status`. */
  label: string;
  count: number;
}

export interface KitCounts {
  /** Kits matching the whole filter. */
  total: number;
  groups: Record<KitGroup, KitCountEntry[]>;
}

/** The kits list's own filter values (`q` is its search), as react-admin keeps them. */
export type KitListFilter = Readonly<Record<string, unknown>>;
