// The shapes of the users area's own calls (src/data/API.md, "Participants").

export interface UserRecord {
  id: number;
  email: string;
  fullname: string;
  phone: string | null;
  birthday: string | null;
  sex: string | null;
  ethnicity: string | null;
  shipping_address: Record<string, string> | null;
  cohort: string | number | null;
  partner_id: number | null;
  role_list: (string | number)[] | null;
  notifications: boolean;
  monthly_newsletter: boolean;
  contactable_by_phone: boolean;
  registration_source: string | null;
  referral_code: string | null;
  utm_source: string | null;
  utm_medium: string | null;
  utm_campaign: string | null;
  is_site: boolean;
  email_validated: boolean;
  password_set: boolean;
  accepted_admin_terms_at: string | null;
  created_at: string;
  updated_at: string;
  permissions?: string[];
}

export interface Named {
  id: number;
  name: string;
  label: string;
}

export interface CallEntry {
  id: number;
  user_id: number;
  called_at: string;
  status_id: number | null;
  status_label: string;
  type_id: number | null;
  type_label: string;
  caller_name: string;
  duration_seconds: number | null;
  notes: string;
  follow_up_on: string | null;
}

export interface NewCall {
  type_id: number;
  status_id: number;
  notes: string;
  follow_up_on: string | null;
}

export type DocumentStatus = 'pending_review' | 'approved' | 'rejected';

export interface DocumentType extends Named {
  requires_review: boolean;
  admin_upload_only: boolean;
}

export interface DocumentEntry {
  id: number;
  user_id: number;
  file_name: string;
  content_type: string;
  size_bytes: number;
  document_type_id: number;
  type_label: string;
  requires_review: boolean;
  status: DocumentStatus | null;
  review_note: string | null;
  reviewed_by_name: string | null;
  reviewed_at: string | null;
  created_at: string;
}

export interface DocumentContent {
  content_type: string;
  base64: string;
}

export interface Enrolment {
  id: number;
  study_id: number;
  study_title: string;
  status: string;
  enrolled_at: string | null;
  flows_answered: number;
  responses: number;
  patient: { site_patient_id: string; visits: number; status: string } | null;
}

export interface UserSummary {
  enrolments: Enrolment[];
  last_call: CallEntry | null;
  documents_awaiting_review: number;
  orders_in_progress: { id: number; order_number: string; status: string }[];
}

export interface CustomProperty {
  name: string;
  value: string | number | boolean | null;
}
