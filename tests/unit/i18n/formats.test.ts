import { formatDate, formatDateTime, formatDateTimeUtc, formatNumber, formatTime } from '@/i18n';

describe('spec §9: date format day, abbreviated month, year; time hours and minutes', () => {
  const moment = new Date(2026, 10, 22, 14, 5, 33);

  test('dates like "22 Nov 2026"', () => {
    expect(formatDate(moment)).toBe('22 Nov 2026');
    expect(formatDate(new Date(2026, 8, 3))).toBe('3 Sep 2026');
    expect(formatDate(moment.getTime())).toBe('22 Nov 2026');
  });

  test('ISO strings are accepted', () => {
    expect(formatDate('2026-01-05')).toBe('5 Jan 2026');
  });

  test('times like "14:05" (24-hour)', () => {
    expect(formatTime(moment)).toBe('14:05');
    expect(formatTime(new Date(2026, 0, 1, 0, 7))).toBe('00:07');
  });

  test('date and time together', () => {
    expect(formatDateTime(moment)).toBe('22 Nov 2026, 14:05');
  });

  test('the UTC clock, whatever the local time zone', () => {
    expect(formatDateTimeUtc('2026-11-22T23:45:10.000Z')).toBe('22 Nov 2026, 23:45 UTC');
    expect(formatDateTimeUtc('2026-03-01T00:05:00+01:00')).toBe('28 Feb 2026, 23:05 UTC');
    expect(formatDateTimeUtc(null)).toBe('');
  });

  test('missing or invalid dates render empty', () => {
    expect(formatDate(null)).toBe('');
    expect(formatDate('not a date')).toBe('');
    expect(formatTime(undefined)).toBe('');
    expect(formatDateTime('')).toBe('');
  });
});

describe('spec §9: number display in British English', () => {
  test('grouping and decimals', () => {
    expect(formatNumber(1234567.891)).toBe('1,234,567.891');
    expect(formatNumber(0.5, { style: 'percent' })).toBe('50%');
    expect(formatNumber(1234.5, { style: 'currency', currency: 'GBP' })).toBe('£1,234.50');
  });

  test('missing numbers render empty', () => {
    expect(formatNumber(null)).toBe('');
    expect(formatNumber(Number.NaN)).toBe('');
  });
});
