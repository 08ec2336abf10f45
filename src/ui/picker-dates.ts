/**
 * What a date picker shows and what the form stores, whatever language the browser is set to
 * (spec §9): "24 May 2027" and "24 May 2027, 14:05", as the lists show them. Digits typed in UK
 * order fill day, month and year in turn.
 */
export const PICKER_FORMATS = { date: 'd MMM yyyy', datetime: 'd MMM yyyy, HH:mm' } as const;

export type DateKind = keyof typeof PICKER_FORMATS;

const DATE_ONLY = /^(\d{4})-(\d{2})-(\d{2})$/;
const pad = (n: number, width = 2) => String(n).padStart(width, '0');

/**
 * The picker's value for a stored one. A calendar date ("2027-05-24") names a day, not an instant,
 * so it becomes local midnight of that day; read as UTC it would show the day before west of
 * Greenwich. An unfinished date (a Date that is not valid) is passed through as the picker gave it.
 */
export function toPickerDate(value: unknown): Date | null {
  if (value instanceof Date) return value;
  if (typeof value !== 'string' || value === '') return null;
  const day = DATE_ONLY.exec(value);
  if (day) return new Date(Number(day[1]), Number(day[2]) - 1, Number(day[3]));
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? null : date;
}

const minuteOf = (date: Date) => Math.floor(date.getTime() / 60_000);

/**
 * What the form stores for a picked date: `YYYY-MM-DD` for a date, the UTC ISO instant to the
 * minute for a date-time, null when cleared, and the unfinished Date itself while a typed date is
 * incomplete (the form's checks refuse it). The picker holds minutes only, while the server's text
 * may hold seconds or another spelling of the zone: a date-time on the same minute as a `known`
 * value (the record's, or the form's current one) keeps that value exactly, so an untouched or
 * retyped date-time leaves the form pristine and loses no precision.
 */
export function fromPickerDate(
  kind: DateKind,
  date: Date | null,
  known: readonly unknown[] = [],
): string | Date | null {
  if (date === null) return null;
  if (Number.isNaN(date.getTime())) return date;
  if (kind === 'date')
    return `${pad(date.getFullYear(), 4)}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
  const same = known.find((v) => {
    const k = typeof v === 'string' && v !== '' ? toPickerDate(v) : null;
    return k !== null && !Number.isNaN(k.getTime()) && minuteOf(k) === minuteOf(date);
  });
  if (typeof same === 'string') return same;
  return new Date(minuteOf(date) * 60_000).toISOString();
}

/** Whether a form value is a date the user began typing and has not finished. */
export const isUnfinishedDate = (value: unknown): value is Date =>
  value instanceof Date && Number.isNaN(value.getTime());
