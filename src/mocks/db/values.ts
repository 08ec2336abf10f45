import type { Rng } from '../lib/rng';
import type { Pools } from './pools';

/** Dates hang off a fixed day so the seed is the same on every run (studies excepted, see overrides). */
export const ANCHOR = Date.UTC(2026, 0, 1);
export const DAY = 86_400_000;
export const YEAR = 365 * DAY;

export const COUNTRIES = ['United Kingdom', 'Ireland', 'Germany', 'France', 'United States'] as const;
export const COUNTRY_CODES = ['GB', 'IE', 'DE', 'FR', 'US'] as const;
export const CURRENCIES = ['GBP', 'EUR', 'USD'] as const;
export const LOCALES = [
  { id: 'en-gb', name: 'English (UK)' },
  { id: 'de-de', name: 'German' },
  { id: 'fr-fr', name: 'French' },
  { id: 'es-es', name: 'Spanish' },
  { id: 'en-us', name: 'English (US)' },
  { id: 'it-it', name: 'Italian' },
  { id: 'nl-nl', name: 'Dutch' },
  { id: 'pl-pl', name: 'Polish' },
] as const;
export const TAGS = [
  'oncology',
  'cardiology',
  'diabetes',
  'genetics',
  'rare disease',
  'mental health',
  'respiratory',
  'neurology',
  'dermatology',
  'paediatrics',
] as const;

export const isoDate = (ms: number): string => new Date(ms).toISOString().slice(0, 10);
export const isoTime = (ms: number): string => new Date(ms).toISOString();

const capital = (w: string) => w.charAt(0).toUpperCase() + w.slice(1);

export function title(rng: Rng, p: Pools): string {
  return `${capital(rng.pick(p.adjectives))} ${rng.pick(p.words)} ${rng.pick(p.words)}`;
}

export function phrase(rng: Rng, p: Pools): string {
  return `${capital(rng.pick(p.adjectives))} ${rng.pick(p.words)}`;
}

export function sentences(rng: Rng, p: Pools, min: number, max: number): string {
  return Array.from({ length: rng.int(min, max) }, () => rng.pick(p.sentences)).join(' ');
}

/** A UK mobile number; random digits rather than a pool so 10,000 users rarely share one. */
export function ukMobile(rng: Rng): string {
  return `07${rng.int(100, 999)} ${rng.int(100000, 999999)}`;
}

export function address(rng: Rng, p: Pools, city = rng.pick(p.cities)) {
  return {
    line1: `${rng.int(1, 240)} ${rng.pick(p.streets)}`,
    city,
    postcode: rng.pick(p.postcodes),
    country: 'United Kingdom',
  };
}

const letters = (s: string) => s.toLowerCase().replace(/[^a-z]/g, '');

export function email(first: string, last: string, id: number, domain = 'example.com'): string {
  return `${letters(first)}.${letters(last)}${id}@${domain}`;
}

export function code(prefix: string, id: number): string {
  return `${prefix}-${String(id).padStart(4, '0')}`;
}
