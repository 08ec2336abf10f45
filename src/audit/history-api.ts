import { useQuery } from '@tanstack/react-query';
import { auditCalls, callApi, callPaged, type ResponseOf } from '@/contract';
import { callExtension } from '@/http';

export type AuditEntry = ResponseOf<typeof auditCalls.recordHistory>[number];

export interface HistoryQuery {
  page: number;
  pageSize: number;
  actor?: string;
  /** `yyyy-mm-dd`, inclusive. */
  from?: string;
  to?: string;
}

export const historyKey = (entity: string, id: string | number) => ['audit', entity, String(id)] as const;

const params = (q: HistoryQuery) => ({
  page: q.page,
  page_size: q.pageSize,
  ...(q.actor ? { actor_id: q.actor } : {}),
  ...(q.from ? { from: q.from } : {}),
  ...(q.to ? { to: q.to } : {}),
});

/** One page of a record's history; the server may not keep one (`ExtensionUnavailableError`). */
export function useRecordHistory(entity: string, id: string | number, q: HistoryQuery) {
  return useQuery({
    queryKey: [...historyKey(entity, id), q],
    queryFn: () =>
      callExtension(auditCalls.recordHistory.id, () =>
        callPaged(auditCalls.recordHistory, {
          path: { entity, id },
          params: params(q),
          skipErrorHandling: true,
        }),
      ),
    retry: false,
    placeholderData: (previous) => previous,
  });
}

/**
 * Undoes an entry (all, or the fields named; none named for a whole record made or deleted);
 * asks for a reason first.
 */
export function revertChange(entity: string, id: string | number, entry: AuditEntry, fields?: string[]) {
  return callApi(auditCalls.revert, {
    path: { entity, id },
    data: fields ? { entry_id: entry.id, fields } : { entry_id: entry.id },
    // The entry undone names the write in the reason dialog (a restore, a creation undone).
    record: entry,
    skipErrorHandling: true,
  });
}
