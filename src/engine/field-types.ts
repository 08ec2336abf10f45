/** Every field type a schema may name; the widget map in `widgets/` has one entry per type. */
export const FIELD_TYPES = [
  'text',
  'longText',
  'email',
  'url',
  'number',
  'boolean',
  'date',
  'datetime',
  'enum',
  'reference',
  'array',
  'json',
  'richText',
  'address',
  'tags',
  'localeText',
  'money',
] as const;

export type FieldType = (typeof FIELD_TYPES)[number];

/** The spec's `address_json` shape. */
export interface Address {
  line1: string;
  line2?: string | null;
  city: string;
  region?: string | null;
  postcode: string;
  country: string;
}

/** Text per locale code, e.g. `{ 'en-gb': 'Hello', 'de-de': 'Hallo' }`. */
export type LocaleText = Record<string, string>;

/** The value each field type holds in a record (dates travel as ISO strings). */
export interface FieldValueMap {
  text: string;
  longText: string;
  email: string;
  url: string;
  number: number;
  boolean: boolean;
  date: string;
  datetime: string;
  enum: string;
  reference: string | number;
  array: Array<string | number>;
  json: unknown;
  richText: string;
  address: Address;
  tags: string[];
  localeText: LocaleText;
  money: number;
}

/** Types whose values are plain scalars, so they can be sorted server-side by default. */
export const SORTABLE_BY_DEFAULT: ReadonlySet<FieldType> = new Set([
  'text',
  'email',
  'url',
  'number',
  'boolean',
  'date',
  'datetime',
  'enum',
  'money',
]);

/** Types that can be filtered by default: a small closed set of values. */
export const FILTERABLE_BY_DEFAULT: ReadonlySet<FieldType> = new Set(['enum', 'boolean', 'reference']);

/** Types too large for a table cell; still available in show/edit. */
export const HIDDEN_IN_LIST_BY_DEFAULT: ReadonlySet<FieldType> = new Set([
  'longText',
  'json',
  'richText',
  'address',
  'localeText',
]);
