/** Spec §9: dates as day, abbreviated month, year ("22 Nov 2026"); times as hours and minutes; numbers en-GB. */
export const FORMAT_LOCALE = 'en-GB';

// Fixed abbreviations: newer ICU data writes "Sept" for en-GB, which would make the output depend on the runtime.
const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'] as const;

const timeFormat = new Intl.DateTimeFormat(FORMAT_LOCALE, {
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});

export type DateInput = Date | string | number | null | undefined;

function toDate(value: DateInput): Date | null {
  if (value === null || value === undefined || value === '') return null;
  const date = value instanceof Date ? value : new Date(value);
  return Number.isNaN(date.getTime()) ? null : date;
}

const DATE_ONLY = /^(\d{4})-(\d{2})-(\d{2})$/;

/** "22 Nov 2026"; empty for a missing or invalid date. */
export function formatDate(value: DateInput): string {
  // A calendar date ("2025-11-07") names a day, not an instant: read as UTC midnight it would show
  // the day before anywhere west of Greenwich.
  const parts = typeof value === 'string' ? DATE_ONLY.exec(value) : null;
  if (parts) {
    const [, year, month, day] = parts;
    const name = MONTHS[Number(month) - 1];
    if (name && Number(day) >= 1 && Number(day) <= 31) return `${Number(day)} ${name} ${year}`;
    return '';
  }
  const date = toDate(value);
  if (!date) return '';
  return `${date.getDate()} ${MONTHS[date.getMonth()]} ${date.getFullYear()}`;
}

/** "14:05" (24-hour clock). */
export function formatTime(value: DateInput): string {
  const date = toDate(value);
  return date ? timeFormat.format(date) : '';
}

const utcTimeFormat = new Intl.DateTimeFormat(FORMAT_LOCALE, {
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
  timeZone: 'UTC',
});

/** "22 Nov 2026, 13:05 UTC": the instant on the UTC clock, whatever the browser's time zone. */
export function formatDateTimeUtc(value: DateInput): string {
  const date = toDate(value);
  if (!date) return '';
  const day = `${date.getUTCDate()} ${MONTHS[date.getUTCMonth()]} ${date.getUTCFullYear()}`;
  return `${day}, ${utcTimeFormat.format(date)} UTC`;
}

/** "22 Nov 2026, 14:05". */
export function formatDateTime(value: DateInput): string {
  const date = toDate(value);
  return date ? `${formatDate(date)}, ${formatTime(date)}` : '';
}

/** Numbers in British English ("1,234.5"); options pass through to Intl.NumberFormat. */
export function formatNumber(value: number | null | undefined, options?: Intl.NumberFormatOptions): string {
  if (value === null || value === undefined || Number.isNaN(value)) return '';
  return new Intl.NumberFormat(FORMAT_LOCALE, options).format(value);
}

const MB = 1024 * 1024;

/** A file size as people read it: "12.3 MB", or whole kilobytes below one megabyte ("1 KB" for a few bytes). */
export function formatBytes(bytes: number): string {
  if (bytes >= MB) return `${formatNumber(bytes / MB, { maximumFractionDigits: 1 })} MB`;
  return `${formatNumber(bytes <= 0 ? 0 : Math.max(1, Math.ceil(bytes / 1024)))} KB`;
}

/** An amount in its currency ("€725.41") when the ISO code is known, else to two decimals. */
export function formatMoney(value: number | null | undefined, currency?: unknown): string {
  return formatNumber(
    value,
    typeof currency === 'string' && /^[A-Z]{3}$/.test(currency)
      ? { style: 'currency', currency }
      : { minimumFractionDigits: 2, maximumFractionDigits: 2 },
  );
}
