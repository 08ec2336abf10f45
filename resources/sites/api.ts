import type { Identifier } from 'react-admin';
import { callApi, callPaged } from '@/contract';
import { queryKeys, versionTag } from '@/data';
import * as calls from './contract';
import type { AdminStatusChange, AdminStatusLogEntry, Referral, ReferralFilter, ReferralPage } from './types';

// The sites area's calls beyond generic CRUD (declared in contract.ts; docs/backend.md, "Sites").

export const REFERRALS_PAGE_SIZE = 25;

export const sitesKeys = {
  referrals: (siteId: Identifier, filter: ReferralFilter) =>
    queryKeys('patients').custom('site-referrals', String(siteId), filter),
  allReferrals: () => queryKeys('patients').custom('site-referrals'),
  log: (patientId: Identifier) => queryKeys('admin-status-logs').custom('patient-log', String(patientId)),
};

/** `GET /admin/sites/{id}/referrals`: one page of the patients on the site's study sites. */
export async function getReferrals(siteId: Identifier, filter: ReferralFilter): Promise<ReferralPage> {
  const { page, ...rest } = filter;
  const res = await callPaged(calls.referrals, {
    path: { id: siteId },
    params: { ...rest, page, page_size: REFERRALS_PAGE_SIZE },
  });
  return { rows: res.data, total: res.total ?? res.data.length };
}

/** `GET /admin/patients/{id}/admin-status-logs`: newest first. */
export function getAdminStatusLog(patientId: Identifier): Promise<AdminStatusLogEntry[]> {
  return callApi(calls.adminStatusLog, { path: { id: patientId } });
}

/**
 * `POST /admin/patients/{id}/admin-status`: the new admin status and its log entry in one write,
 * against the version of the referral on screen, so a repeat or a stale change is refused (409).
 */
export async function changeAdminStatus(referral: Referral, change: AdminStatusChange): Promise<Referral> {
  const res = await callApi(calls.changeAdminStatus, {
    path: { id: referral.id },
    data: change,
    headers: { 'If-Match': versionTag({ updated_at: referral.updated_at }) ?? '*' },
  });
  return res.referral;
}
