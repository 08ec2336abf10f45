import { describe, expect, it } from 'vitest';
import jsonExport from '@/lib/jsonexport-on-demand';

describe('jsonexport on demand', () => {
  it('loads jsonexport and hands the CSV to the callback', async () => {
    const csv = await new Promise<string>((resolve, reject) => {
      void jsonExport([{ id: 7, name: 'Ada' }], (err: Error | null, out: string) =>
        err ? reject(err) : resolve(out),
      );
    });
    expect(csv.split(/\r?\n/)).toEqual(['id,name', '7,Ada']);
  });

  it('passes options through and resolves with the CSV when no callback is given', async () => {
    const csv = await jsonExport([{ id: 7, name: 'Ada' }], { rowDelimiter: ';' });
    expect(csv).toMatch(/^id;name\r?\n7;Ada$/);
  });
});
