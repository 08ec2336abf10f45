import { importableFields, guessMapping } from '@resources/labs/ingest/ingest-mapping';
import { BatchSender, type SenderReport } from '@resources/labs/ingest/ingest-sender';
import { interruptedRecord, saveRecord } from '@resources/labs/ingest/ingest-storage';
import type { BatchResult, ReadyRow } from '@resources/labs/ingest/ingest-types';
import { validateRow, validateRows } from '@resources/labs/ingest/ingest-validate';
import { entities } from '@schemas/index';

const schema = (name: string) => entities.find((e) => e.name === name)!;
const siteFields = importableFields(schema('sites'));
const labFields = importableFields(schema('laboratories'));

describe('column mapping guesses', () => {
  it('matches columns by name, synonym and spelling, each field once, and leaves the rest out', () => {
    expect(
      guessMapping(['Name', 'Lab Code', 'E-mail', 'Country Code', 'Active?', 'Notes'], labFields),
    ).toEqual({
      Name: 'name',
      'Lab Code': 'code',
      'E-mail': 'contact_email',
      'Country Code': 'country',
      'Active?': 'is_active',
      Notes: '',
    });
  });

  it('prefers the exact column when two could fill one field', () => {
    const mapping = guessMapping(['site code', 'identifier'], siteFields);
    expect(mapping).toEqual({ 'site code': '', identifier: 'identifier' });
  });

  it('offers only fields a create form fills', () => {
    expect(siteFields.map((f) => f.source)).not.toContain('created_at');
    expect(siteFields.map((f) => f.source)).toContain('identifier');
  });
});

describe('row validation with the entity schema rules', () => {
  const mapping = {
    name: 'name',
    code: 'code',
    email: 'contact_email',
    country: 'country',
    active: 'is_active',
  };
  const row = (cells: Record<string, string>) => ({ row: 7, cells });

  it('converts cells to the field types of a valid row', () => {
    expect(
      validateRow(
        row({ name: 'North Lab', code: 'NL-1', email: 'lab@north.test', country: 'GB', active: 'yes' }),
        mapping,
        labFields,
      ),
    ).toEqual({
      ready: {
        row: 7,
        values: {
          name: 'North Lab',
          code: 'NL-1',
          contact_email: 'lab@north.test',
          country: 'GB',
          is_active: true,
        },
      },
    });
  });

  it('reports every problem with the schema rule that failed', () => {
    const result = validateRow(
      row({ name: '', code: 'X', email: 'not-an-email', country: 'GBR', active: 'maybe' }),
      mapping,
      labFields,
    );
    expect('problems' in result && result.problems.map((p) => [p.field, p.message])).toEqual([
      ['name', 'validation.required'],
      ['contact_email', 'validation.email'],
      ['country', 'validation.maxLength'],
      ['is_active', 'labs.ingest.problem.boolean'],
    ]);
  });

  it('checks 10,000 rows in chunks, reporting progress between them', async () => {
    const rows = Array.from({ length: 10_000 }, (_, i) => ({
      row: i + 1,
      cells: {
        name: `Lab ${i}`,
        code: `C${i}`,
        email: '',
        country: i % 500 === 0 ? 'XXX' : 'GB',
        active: '',
      },
    }));
    const progress: number[] = [];
    const result = await validateRows(rows, mapping, labFields, { onProgress: (n) => progress.push(n) });
    expect(result.ready).toHaveLength(9_980);
    expect(result.invalidRows).toHaveLength(20);
    expect(progress).toHaveLength(20);
    expect(progress.at(-1)).toBe(10_000);
  });
});

describe('the batch sender: batches, pause, resume, retry of failed rows', () => {
  const rows: ReadyRow[] = Array.from({ length: 10 }, (_, i) => ({
    row: i + 1,
    values: { code: `C${i + 1}` },
  }));
  let id = 0;
  const newBatchId = () => `b${++id}`;

  function sender(send: (batch: readonly ReadyRow[]) => Promise<BatchResult> | BatchResult) {
    const reports: SenderReport[] = [];
    const batches: number[][] = [];
    const s = new BatchSender({
      rows,
      size: 4,
      newBatchId,
      onChange: (r) => reports.push(r),
      send: async (batch, batchId) => {
        batches.push(batch.map((r) => r.row));
        return { ...(await send(batch)), batch_id: batchId };
      },
    });
    return { s, reports, batches };
  }
  const createAll = (batch: readonly ReadyRow[]) => ({
    batch_id: '',
    created: batch.map((r) => ({ row: r.row, id: r.row })),
    failed: [],
  });

  it('sends every row in batches of the given size and ends with a report', async () => {
    const { s, batches } = sender(createAll);
    await s.start();
    expect(batches).toEqual([
      [1, 2, 3, 4],
      [5, 6, 7, 8],
      [9, 10],
    ]);
    expect(s.current).toEqual({ state: 'done', total: 10, sent: 10, created: 10, failed: [] });
  });

  it('pauses after the batch in flight and resumes with the next', async () => {
    const { s, batches } = sender((batch) => {
      if (batch[0]!.row === 1) s.pause();
      return createAll(batch);
    });
    await s.start();
    expect(s.current.state).toBe('paused');
    expect(batches).toEqual([[1, 2, 3, 4]]);
    expect(s.current.sent).toBe(4);
    await s.resume();
    expect(batches).toEqual([
      [1, 2, 3, 4],
      [5, 6, 7, 8],
      [9, 10],
    ]);
    expect(s.current.state).toBe('done');
  });

  it('keeps refused rows and whole failed batches with their reasons, and retries only those', async () => {
    let calls = 0;
    const { s, batches } = sender((batch) => {
      calls += 1;
      if (calls === 2) throw new Error('Service unavailable');
      return {
        batch_id: '',
        created: batch.filter((r) => r.row !== 2).map((r) => ({ row: r.row, id: r.row })),
        failed: batch
          .filter((r) => r.row === 2)
          .map((r) => ({ row: r.row, reason: 'code "C2" already exists' })),
      };
    });
    await s.start();
    expect(s.current.created).toBe(5);
    expect(s.current.failed).toEqual([
      { row: 2, reason: 'code "C2" already exists' },
      ...[5, 6, 7, 8].map((row) => ({ row, reason: 'Service unavailable' })),
    ]);
    await s.retryFailed();
    expect(batches.at(-2)).toEqual([2, 5, 6, 7]);
    expect(batches.at(-1)).toEqual([8]);
    expect(s.current).toMatchObject({ state: 'done', total: 5, sent: 5, created: 9 });
    expect(s.current.failed).toEqual([{ row: 2, reason: 'code "C2" already exists' }]);
  });
});

describe('what a reload keeps of an ingestion', () => {
  it('keeps counts and row numbers, and only while unfinished', () => {
    const store = new Map<string, string>();
    const storage = {
      getItem: (k: string) => store.get(k) ?? null,
      setItem: (k: string, v: string) => void store.set(k, v),
      removeItem: (k: string) => void store.delete(k),
    } as Storage;
    const record = {
      entity: 'patients',
      rows: 1000,
      sent: 400,
      created: 390,
      failedRows: [12, 40],
      skipped: 3,
      finished: false,
      at: '2026-11-25T09:00:00Z',
    };
    saveRecord(record, storage);
    expect(interruptedRecord(storage)).toEqual(record);
    expect([...store.values()].join()).not.toMatch(/name|email|phone/);
    saveRecord({ ...record, finished: true }, storage);
    expect(interruptedRecord(storage)).toBeNull();
  });
});
