import { defineEntity, withDerived } from '@/engine';
import { representRecord } from '@/engine/screens';
import studies from '@schemas/studies';

const now = new Date('2026-05-01T12:00:00Z');

describe('a study is archived when its end date is in the past', () => {
  it('derives archived from the end date', () => {
    expect(withDerived(studies, { id: 1, end: '2026-04-30' }, now).archived).toBe(true);
    expect(withDerived(studies, { id: 1, end: '2026-05-01' }, now).archived).toBe(false);
    expect(withDerived(studies, { id: 1, end: null }, now).archived).toBe(false);
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
    file: 'schemas/v.ts',
    name: 'v',
    recordTitle: 'at',
    icon: 'event',
    fields: [{ source: 'at', type: 'datetime' }],
  });

  it('formats a date title in en-GB and falls back to the id', () => {
    expect(representRecord(visits, { id: 3, at: '2026-11-22T14:05:00' })).toBe('22 Nov 2026, 14:05');
    expect(representRecord(visits, { id: 3, at: null })).toBe('#3');
    expect(representRecord(studies, { id: 3, title: 'Sleep and mood' })).toBe('Sleep and mood');
  });
});
