// Reusable field factories: each returns a plain field object, keeping literal types so
// `RecordOf<typeof schema>` stays precise.
import type { FieldInput } from '@/engine';

type Options = Omit<FieldInput, 'source' | 'type'>;
type ReferenceOptions = Omit<Options, 'reference'>;
type NoOptions = Record<never, never>;

/** The id of another entity's record, picked by searching that entity's `searchField`. */
export function reference<
  const S extends string,
  const E extends string,
  const Q extends string,
  const O extends ReferenceOptions = NoOptions,
>(source: S, entity: E, searchField: Q, options?: O) {
  return { source, type: 'reference', reference: { entity, searchField }, ...options } as {
    source: S;
    type: 'reference';
    reference: { entity: E; searchField: Q };
  } & O;
}

/** Ids of several of another entity's records (an array), picked by searching its `searchField`. */
export function references<
  const S extends string,
  const E extends string,
  const Q extends string,
  const O extends ReferenceOptions = NoOptions,
>(source: S, entity: E, searchField: Q, options?: O) {
  return { source, type: 'array', reference: { entity, searchField }, ...options } as {
    source: S;
    type: 'array';
    reference: { entity: E; searchField: Q };
  } & O;
}

/** A postal address held as the spec's `address_json` object. */
export function address<const S extends string, const O extends Options = NoOptions>(source: S, options?: O) {
  return { source, type: 'address', ...options } as { source: S; type: 'address' } & O;
}

/** An amount in major units whose currency code lives in a sibling field. */
export function money<const S extends string, const C extends string, const O extends Options = NoOptions>(
  source: S,
  currencyField: C,
  options?: O,
) {
  return { source, type: 'money', currencyField, min: 0, ...options } as {
    source: S;
    type: 'money';
    currencyField: C;
  } & O;
}

/** Text per locale code (e.g. study descriptions in each study language). */
export function localeText<const S extends string, const O extends Options = NoOptions>(
  source: S,
  options?: O,
) {
  return { source, type: 'localeText', ...options } as { source: S; type: 'localeText' } & O;
}

/** A status chosen from a closed list; filterable in lists by default. */
export function status<
  const S extends string,
  const C extends readonly string[],
  const O extends Options = NoOptions,
>(source: S, choices: C, options?: O) {
  return { source, type: 'enum', choices, filterable: true, ...options } as {
    source: S;
    type: 'enum';
    choices: C;
    filterable: true;
  } & O;
}

/** Server-maintained timestamps: shown and sortable, never edited. */
export function timestamps() {
  return [
    { source: 'created_at', type: 'datetime', readOnly: true },
    { source: 'updated_at', type: 'datetime', readOnly: true },
  ] as const;
}

export { byLabel, lookup, nameAndLabel } from './lookup';
export { PERM, STUDY_AREA, KITLINK_AREA, SHARED_STUDY_DATA } from './permissions';

/** Currency codes for the field that `money` amounts point at. */
export const CURRENCIES = ['GBP', 'EUR', 'USD'] as const;
