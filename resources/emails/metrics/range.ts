// The metrics tab's period, kept in the address (`?tab=metrics&range=30`, or `range=custom` with
// `from` and `to`): it names days, nothing about anyone, so a link to it shows the same numbers.

export const PRESETS = ['7', '30', '90'] as const;
export type RangeChoice = (typeof PRESETS)[number] | 'custom';

export interface MetricsRange {
  choice: RangeChoice;
  from: string;
  to: string;
}

const DAY = 86_400_000;
const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;
export const DEFAULT_CHOICE: RangeChoice = '30';

const isoDay = (t: number) => new Date(t).toISOString().slice(0, 10);
const isDay = (v: string | null): v is string =>
  v !== null && ISO_DATE.test(v) && !Number.isNaN(Date.parse(v));

/** The last `days` days up to and including today. */
export function lastDays(days: number, now: number = Date.now()): { from: string; to: string } {
  return { from: isoDay(now - (days - 1) * DAY), to: isoDay(now) };
}

/** The range an address asks for; anything unreadable falls back to the last 30 days. */
export function readRange(search: URLSearchParams, now: number = Date.now()): MetricsRange {
  const asked = search.get('range');
  if (asked === 'custom') {
    const from = search.get('from');
    const to = search.get('to');
    const fallback = lastDays(Number(DEFAULT_CHOICE), now);
    return { choice: 'custom', from: isDay(from) ? from : fallback.from, to: isDay(to) ? to : fallback.to };
  }
  const choice = PRESETS.find((p) => p === asked) ?? DEFAULT_CHOICE;
  return { choice, ...lastDays(Number(choice), now) };
}

/** The address parameters for a range, beside the others already there (the tab). */
export function writeRange(search: URLSearchParams, range: MetricsRange): URLSearchParams {
  const next = new URLSearchParams(search);
  next.set('range', range.choice);
  if (range.choice === 'custom') {
    next.set('from', range.from);
    next.set('to', range.to);
  } else {
    next.delete('from');
    next.delete('to');
  }
  return next;
}

/** A custom range the server can answer: both days given, in order. */
export const validRange = (r: MetricsRange) => isDay(r.from) && isDay(r.to) && r.from <= r.to;
