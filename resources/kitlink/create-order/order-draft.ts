import { addressProblems } from '../rules';
import type { Address, NewOrders } from '../types';

/** A participant chosen for an order, with the shipping address it will be sent to. */
export interface Chosen {
  id: string;
  name: string;
  email: string;
  address: Address;
}

/** Everything typed in create order, kept across the steps. */
export interface OrderDraft {
  study: string;
  participants: Chosen[];
  kitType: string;
  assays: string[];
  lab: string;
}

export const KIT_TYPES = ['saliva', 'blood_spot', 'blood_draw', 'swab'] as const;

export const STEPS = ['study', 'participants', 'kit', 'lab', 'addresses', 'review'] as const;
export type Step = (typeof STEPS)[number];

export const EMPTY_DRAFT: OrderDraft = { study: '', participants: [], kitType: '', assays: [], lab: '' };

export const EMPTY_ADDRESS: Address = { line1: '', city: '', postcode: '', country: 'United Kingdom' };

/** What keeps a step from being done, as names of problems; empty when it is. */
export function stepProblems(draft: OrderDraft, step: Step): string[] {
  switch (step) {
    case 'study':
      return draft.study ? [] : ['study'];
    case 'participants':
      return draft.participants.length > 0 ? [] : ['participants'];
    case 'kit':
      return draft.kitType ? [] : ['kit_type'];
    case 'lab':
      return draft.lab ? [] : ['lab'];
    case 'addresses':
      return draft.participants.some((p) => Object.keys(addressProblems(p.address)).length > 0)
        ? ['addresses']
        : [];
    case 'review':
      return STEPS.slice(0, -1).flatMap((s) => stepProblems(draft, s));
  }
}

/** The one request that places the draft's orders. */
export function toRequest(draft: OrderDraft): NewOrders {
  return {
    study_id: draft.study,
    kit_type: draft.kitType,
    assay_ids: draft.assays,
    lab_id: draft.lab,
    participants: draft.participants.map((p) => ({
      user_id: p.id,
      shipping_address: {
        line1: p.address.line1.trim(),
        city: p.address.city.trim(),
        postcode: p.address.postcode.trim().toUpperCase(),
        country: p.address.country.trim(),
      },
    })),
  };
}
