/** A participant referred to a site: a patient on one of the site's study sites. */
export interface Referral {
  id: number;
  subject_id: string;
  name: string;
  study_site_id: number;
  study_site_code: string;
  /** Absent when the reader may not read studies. */
  study_title?: string;
  status_id: number | null;
  status_label: string | null;
  admin_status_id: number | null;
  admin_status_label: string | null;
  referred_at: string | null;
  /** The patient's version, sent back as `If-Match` with a change of admin status. */
  updated_at: string;
}

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

export interface AdminStatusLogEntry {
  id: number;
  admin_status_id: number;
  admin_status_label: string;
  note: string;
  changed_by_name: string | null;
  created_at: string;
}

export interface AdminStatusChange {
  admin_status_id: number;
  note: string;
}
