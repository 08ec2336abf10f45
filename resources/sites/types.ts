import type { z } from '@/lib/zod';
import type { adminStatusChange, adminStatusLogEntry, referralAnswer } from './contract';

// The shapes of the sites area's calls, as their declarations in contract.ts parse them.

/** A participant referred to a site: a patient on one of the site's study sites. */
export type Referral = z.output<typeof referralAnswer>;

export interface ReferralFilter {
  status_id?: string;
  admin_status_id?: string;
  /** Subject or site patient id. */
  q?: string;
  page: number;
}

export interface ReferralPage {
  rows: Referral[];
  total: number;
}

export type AdminStatusLogEntry = z.output<typeof adminStatusLogEntry>;

export type AdminStatusChange = z.input<typeof adminStatusChange>;
