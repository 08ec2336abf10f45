import { defineEntity, withDerived } from '@/engine';
import { representRecord } from '@/engine/screens';
import { entityNamed } from '@schemas/index';

const studies = entityNamed('studies');

const now = new Date('2026-05-01T12:00:00Z');

describe('a study is archived when its end date is in the past', () => {
  it('derives archived from the end date', () => {
    expect(withDerived(studies, { id: 1, end: '2026-04-30' }, now).archived).toBe(true);
    expect(withDerived(studies, { id: 1, end: '2026-05-01' }, now).archived).toBe(false);
    expect(withDerived(studies, { id: 1, end: null }, now).archived).toBe(false);
  });

  it("counts the calendar day where the user is, not UTC's", () => {
    const end = { id: 1, end: '2026-11-24' };
    // 24 Nov 21:30 UTC: already the 25th in Auckland, still the 24th in New York.
    const at = new Date('2026-11-24T21:30:00Z');
    expect(withDerived(studies, end, at, 'Pacific/Auckland').archived).toBe(true);
    expect(withDerived(studies, end, at, 'America/New_York').archived).toBe(false);
    // 25 Nov 02:00 UTC: the 25th in UTC, still the 24th in New York.
    expect(withDerived(studies, end, new Date('2026-11-25T02:00:00Z'), 'America/New_York').archived).toBe(
      false,
    );
  });

  it('is read-only and filterable, so lists can filter archived studies out', () => {
    expect(studies.fields.find((f) => f.source === 'archived')).toMatchObject({
      readOnly: true,
      filterable: true,
    });
  });
});

describe('record titles', () => {
  const visits = defineEntity({
    recordTitle: 'at',
    icon: 'event',
    fields: [{ source: 'at', type: 'datetime' }],
  }).inFile('schemas/v.ts');

  it('formats a date title in en-GB and falls back to the id', () => {
    expect(representRecord(visits, { id: 3, at: '2026-11-22T14:05:00' })).toBe('22 Nov 2026, 14:05');
    expect(representRecord(visits, { id: 3, at: null })).toBe('#3');
    expect(representRecord(studies, { id: 3, title: 'Sleep and mood' })).toBe('Sleep and mood');
  });
});
