import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { auditCalls, callApi, callPaged, type ResponseOf } from '@/contract';
import { callExtension } from '@/http';

export type AuditEntry = ResponseOf<typeof auditCalls.search>[number];

/** What the screen searches by; empty strings are "any". Dates are `yyyy-mm-dd`, inclusive. */
export interface AuditFilter {
  entity: string;
  actor: string;
  kind: string;
  from: string;
  to: string;
}

export const NO_FILTER: AuditFilter = { entity: '', actor: '', kind: '', from: '', to: '' };

export const auditKeys = {
  all: ['audit-screen'] as const,
  chain: ['audit-screen', 'chain'] as const,
};

/** The largest page the server allows; an export reads the whole result in pages this size. */
export const EXPORT_PAGE_SIZE = 1000;

const params = (f: AuditFilter, page: number, pageSize: number) => ({
  page,
  page_size: pageSize,
  ...(f.entity ? { entity: f.entity } : {}),
  ...(f.actor ? { actor_id: f.actor } : {}),
  ...(f.kind ? { kind: f.kind } : {}),
  ...(f.from ? { from: f.from } : {}),
  ...(f.to ? { to: f.to } : {}),
});

/** One page (1-based) of the entries the filter keeps, newest first, with their total. */
export function searchAudit(filter: AuditFilter, page: number, pageSize: number) {
  return callExtension(auditCalls.search.id, () =>
    callPaged(auditCalls.search, { params: params(filter, page, pageSize), skipErrorHandling: true }),
  );
}

export function useAuditSearch(filter: AuditFilter, page: number, pageSize: number) {
  return useQuery({
    queryKey: [...auditKeys.all, 'search', filter, page, pageSize],
    queryFn: () => searchAudit(filter, page, pageSize),
    retry: false,
    // The table keeps the page shown until the next one is there, so it does not jump.
    placeholderData: keepPreviousData,
  });
}

/** Every entry the filter keeps, read page by page until the total is reached. */
export async function searchAllAudit(filter: AuditFilter): Promise<AuditEntry[]> {
  const all: AuditEntry[] = [];
  for (let page = 1; ; page += 1) {
    const { data, total } = await searchAudit(filter, page, EXPORT_PAGE_SIZE);
    all.push(...data);
    // A server that gives no total stops at its first short page.
    if (data.length < EXPORT_PAGE_SIZE || (total !== undefined && all.length >= total)) return all;
  }
}

export function useChainStatus() {
  return useQuery({
    queryKey: auditKeys.chain,
    queryFn: () =>
      callExtension(auditCalls.verify.id, () => callApi(auditCalls.verify, { skipErrorHandling: true })),
    retry: false,
  });
}
