import type { z } from '@/lib/zod';
import type {
  callEntry,
  customProperty,
  documentContent,
  documentEntry,
  documentType,
  enrolment,
  named,
  userRecord,
  userSummary,
} from './answers';

// The shapes of the users area's own calls, as their declarations (answers.ts) parse them.

export type UserRecord = z.output<typeof userRecord>;
export type Named = z.output<typeof named>;
export type CallEntry = z.output<typeof callEntry>;

export interface NewCall {
  type_id: number;
  status_id: number;
  notes: string;
  follow_up_on: string | null;
}

export type DocumentStatus = 'pending_review' | 'approved' | 'rejected';
export type DocumentType = z.output<typeof documentType>;
export type DocumentEntry = z.output<typeof documentEntry>;
export type DocumentContent = z.output<typeof documentContent>;
export type Enrolment = z.output<typeof enrolment>;
export type UserSummary = z.output<typeof userSummary>;
export type CustomProperty = z.output<typeof customProperty>;
