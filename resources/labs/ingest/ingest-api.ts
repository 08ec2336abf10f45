import { callApi } from '@/contract';
import { ingestBatch } from '../contract';
import type { BatchResult, ReadyRow } from './ingest-types';

// Fabric ingestion's call (docs/backend.md, "Labs").

/**
 * `POST /admin/ingestion/{entity}/batches`: creates the rows it accepts and says why it refused
 * the others. The batch id is also the idempotency key, so a batch sent twice is created once.
 * Row values travel in the body only.
 */
export async function sendBatch(
  entity: string,
  rows: readonly ReadyRow[],
  batchId: string,
): Promise<BatchResult> {
  const res = await callApi(ingestBatch, {
    path: { entity },
    data: { batch_id: batchId, rows },
    headers: { 'Idempotency-Key': batchId },
    skipErrorHandling: true,
  });
  // Rows the server names neither created nor failed count as neither.
  return {
    batch_id: res.batch_id ?? batchId,
    created: (res.created ?? []).map((c) => ({ row: c.row, id: c.id ?? '' })),
    failed: (res.failed ?? []).map((f) => ({ row: f.row, reason: f.reason ?? '' })),
  };
}
