import { pathSegment } from '@/data';
import { request } from '@/http';
import type { BatchResult, ReadyRow } from './ingest-types';

// Fabric ingestion's call (src/data/API.md, "Labs").

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
  const res = await request<BatchResult>(`/admin/ingestion/${pathSegment(entity)}/batches`, {
    method: 'POST',
    data: { batch_id: batchId, rows },
    headers: { 'Idempotency-Key': batchId },
    skipErrorHandling: true,
  });
  return res.data;
}
