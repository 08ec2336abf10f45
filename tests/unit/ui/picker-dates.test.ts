import { fromPickerDate, isUnfinishedDate, PICKER_FORMATS, toPickerDate } from '@/ui/picker-dates';

describe('spec §9: date pickers show day, abbreviated month, year and a 24-hour time', () => {
  it('uses the UK formats of the lists', () => {
    expect(PICKER_FORMATS).toEqual({ date: 'd MMM yyyy', datetime: 'd MMM yyyy, HH:mm' });
  });
});

describe('what a picker shows for a stored value', () => {
  it('reads a calendar date as that day at local midnight, in any time zone', () => {
    const day = toPickerDate('2027-05-24');
    expect([day?.getFullYear(), day?.getMonth(), day?.getDate(), day?.getHours()]).toEqual([2027, 4, 24, 0]);
  });

  it('reads a date-time as its instant', () => {
    expect(toPickerDate('2027-05-24T13:05:37.123Z')?.toISOString()).toBe('2027-05-24T13:05:37.123Z');
  });

  it('shows nothing for no value or unreadable text, and keeps an unfinished date as it is', () => {
    expect(toPickerDate(null)).toBeNull();
    expect(toPickerDate('')).toBeNull();
    expect(toPickerDate('not a date')).toBeNull();
    const unfinished = new Date(Number.NaN);
    expect(toPickerDate(unfinished)).toBe(unfinished);
  });
});

describe('what the form stores for a picked date', () => {
  it('stores a date as YYYY-MM-DD of the day picked', () => {
    expect(fromPickerDate('date', new Date(2027, 4, 24))).toBe('2027-05-24');
    expect(fromPickerDate('date', new Date(2027, 0, 2, 23, 59))).toBe('2027-01-02');
  });

  it('stores a date-time as the UTC instant of the minute picked', () => {
    const picked = new Date(2027, 4, 24, 14, 5, 37, 123);
    expect(fromPickerDate('datetime', picked)).toBe(new Date(2027, 4, 24, 14, 5).toISOString());
  });

  it('keeps a known value exactly when the minute picked is its minute', () => {
    const stored = '2027-05-24T13:05:37.123+00:00';
    expect(fromPickerDate('datetime', new Date('2027-05-24T13:05:00Z'), [undefined, stored])).toBe(stored);
    expect(fromPickerDate('datetime', new Date('2027-05-24T13:06:00Z'), [stored])).toBe(
      '2027-05-24T13:06:00.000Z',
    );
  });

  it('stores null when cleared, and the unfinished Date while a part is blank', () => {
    expect(fromPickerDate('date', null)).toBeNull();
    const unfinished = new Date(Number.NaN);
    expect(fromPickerDate('datetime', unfinished)).toBe(unfinished);
    expect(isUnfinishedDate(unfinished)).toBe(true);
    expect(isUnfinishedDate(new Date(2027, 4, 24))).toBe(false);
    expect(isUnfinishedDate('2027-05-24')).toBe(false);
  });
});
