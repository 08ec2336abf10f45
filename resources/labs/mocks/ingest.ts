import type { z } from '@/lib/zod';
import { onDataReset } from '@/mocks/controls';
import { insert, rows as tableRows } from '@/mocks/db';
import { answer, asId, created, declared } from '@/mocks/lib/declared';
import { fail, isObject, readData, str } from '@/mocks/lib/respond';
import type { batchAnswer } from '../answers';
import { ingestBatch } from '../contract';
import { labsRefusal } from './access';
import { TARGETS, type BatchResult } from '../ingest/ingest-types';

/** The field that must not repeat, per target, as the real import refuses duplicates. */
const UNIQUE: Record<(typeof TARGETS)[number], string> = {
  sites: 'identifier',
  laboratories: 'code',
  partners: 'key',
  conditions: 'key',
  patients: 'subject_id',
};

/** A batch's answer as the mock keeps it: what the tool reads, as the contract declares it. */
type Batch = BatchResult & z.input<typeof batchAnswer>;

const answered = new Map<string, Batch>();
onDataReset(() => answered.clear());

const isTarget = (name: string): name is (typeof TARGETS)[number] =>
  (TARGETS as readonly string[]).includes(name);

/** Ingestion batches (docs/backend.md, "Labs"): duplicates of the unique field are refused with a reason. */
export const ingestHandlers = [
  declared(ingestBatch, async ({ request, params }) => {
    const refusal = labsRefusal(request);
    if (refusal) return refusal;
    const entity = String(params.entity);
    if (!isTarget(entity)) return fail(404, 'This entity cannot be ingested.');
    const key = request.headers.get('Idempotency-Key') ?? '';
    const earlier = answered.get(key);
    if (earlier) return answer(ingestBatch, earlier);
    const body = await readData(request);
    const batch = Array.isArray(body.rows) ? body.rows.filter(isObject) : [];
    if (batch.length === 0 || batch.length > 500) return fail(422, 'A batch holds 1 to 500 rows.');
    const unique = UNIQUE[entity];
    const seen = new Set(tableRows(entity).map((r) => str(r[unique]).toLowerCase()));
    const result: Batch = { batch_id: str(body.batch_id), created: [], failed: [] };
    for (const item of batch) {
      const row = typeof item.row === 'number' ? item.row : 0;
      const values = isObject(item.values) ? item.values : {};
      const value = str(values[unique]);
      if (!value) result.failed.push({ row, reason: `${unique} is missing` });
      else if (seen.has(value.toLowerCase()))
        result.failed.push({ row, reason: `${unique} "${value}" already exists` });
      else {
        seen.add(value.toLowerCase());
        result.created.push({ row, id: asId(insert(entity, values).id) });
      }
    }
    if (key) answered.set(key, result);
    return created(ingestBatch, result);
  }),
];
