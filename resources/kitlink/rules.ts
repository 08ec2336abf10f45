import { KIT_TABLE, type KitState, type OrderState } from '@/domain/kit-states';
import type { Address, ScanOutcome } from './types';

// Pure rules shared by the screens and the mock: what needs attention, what a scan means, and
// what makes a new order complete.

const DAY = 86_400_000;

/** Days an order or kit may stay in a state before it needs attention; final states never do. */
export const STUCK_AFTER_DAYS: {
  order: Partial<Record<OrderState, number>>;
  kit: Partial<Record<KitState, number>>;
} = {
  order: { requested: 2, approved: 2, placed: 3, shipped: 5, delivered: 14, sample_returned: 5 },
  kit: { created: 3, dispatched: 5, delivered: 14, activated: 14, returned: 5, received: 3 },
};

/** Why a subject in `state` since `since` needs attention at `now`, or null. */
export function attentionReason(
  subject: 'order' | 'kit',
  state: string,
  since: string,
  now: number,
): 'stuck' | 'failed' | null {
  if (subject === 'kit' && state === 'failed') return 'failed';
  const days = (STUCK_AFTER_DAYS[subject] as Record<string, number | undefined>)[state];
  if (days === undefined) return null;
  return now - Date.parse(since) > days * DAY ? 'stuck' : null;
}

/** A scanned or typed barcode as the lab labels read: no spaces, capitals. */
export const normaliseBarcode = (code: string) => code.replace(/\s+/g, '').toUpperCase();

/** What scanning a kit at the lab does, for a kit found by its barcode (or not found). */
export function scanOutcome(
  kit: { status: string; consignment_id: unknown } | undefined,
  consignmentId: string,
): ScanOutcome {
  if (!kit) return 'unknown';
  if (String(kit.consignment_id) !== consignmentId) return 'other_consignment';
  const receive = KIT_TABLE.transitions.find((t) => t.action === 'receive')!;
  if (kit.status === receive.to || !receive.from.includes(kit.status as KitState)) {
    const after = KIT_TABLE.states.indexOf(receive.to);
    return KIT_TABLE.states.indexOf(kit.status as KitState) >= after ? 'already_received' : 'not_returned';
  }
  return 'received';
}

export const ADDRESS_FIELDS = ['line1', 'city', 'postcode', 'country'] as const;
export type AddressField = (typeof ADDRESS_FIELDS)[number];

// A UK postcode (outward and inward code), the only country kits are posted to.
const POSTCODE = /^[A-Z]{1,2}\d[A-Z\d]?\s*\d[A-Z]{2}$/i;

/** The problems of a shipping address, by field: missing, or a postcode that is not one. */
export function addressProblems(a: Address): Partial<Record<AddressField, 'required' | 'postcode'>> {
  const out: Partial<Record<AddressField, 'required' | 'postcode'>> = {};
  for (const f of ADDRESS_FIELDS) if (a[f].trim() === '') out[f] = 'required';
  if (!out.postcode && !POSTCODE.test(a.postcode.trim())) out.postcode = 'postcode';
  return out;
}

/** The emails or ids in pasted text (a list, a CSV column, separated by lines, commas or spaces). */
export function parseEntries(text: string): string[] {
  const seen = new Set<string>();
  for (const raw of text.split(/[\s,;]+/)) {
    const entry = raw.replace(/^["']|["']$/g, '').trim();
    if (entry !== '') seen.add(entry.includes('@') ? entry.toLowerCase() : entry);
  }
  return [...seen];
}
