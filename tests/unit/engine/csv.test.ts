import { fetchAllPages, toCsv } from '@/engine/csv';

describe('CSV export', () => {
  it('quotes separators and defuses spreadsheet formulas', () => {
    const csv = toCsv(
      [{ source: 'name' }, { source: 'tags' }],
      ['Name', 'Tags'],
      [
        { id: 1, name: 'Smith, "Jo"', tags: ['a', 'b'] },
        { id: 2, name: '=HYPERLINK("x")', tags: null },
      ],
    );
    expect(csv.split('\r\n')).toEqual([
      'id,Name,Tags',
      '1,"Smith, ""Jo""","[""a"",""b""]"',
      `2,"'=HYPERLINK(""x"")",`,
    ]);
  });

  it('pages through the server instead of one giant request', async () => {
    const calls: Array<[number, number]> = [];
    const rows = await fetchAllPages(
      async (page, perPage) => {
        calls.push([page, perPage]);
        const start = (page - 1) * perPage;
        return {
          data: Array.from({ length: Math.max(0, Math.min(perPage, 1200 - start)) }, (_, i) => start + i),
          total: 1200,
        };
      },
      { perPage: 500, maxRows: 10_000 },
    );
    expect(calls).toEqual([
      [1, 500],
      [2, 500],
      [3, 500],
    ]);
    expect(rows).toHaveLength(1200);
    expect(rows[1199]).toBe(1199);
  });

  it('stops at the row limit', async () => {
    const rows = await fetchAllPages(async () => ({ data: Array(10).fill(0) }), { perPage: 10, maxRows: 25 });
    expect(rows).toHaveLength(25);
  });
});
