// Reusable field factories: each returns a plain field object, keeping literal types so
// `RecordOf<typeof schema>` stays precise.
import type { FieldInput } from '@/engine';

type Options = Omit<FieldInput, 'source' | 'type'>;
type NoOptions = Record<never, never>;

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

/** A lookup's machine name and the label people read (statuses, types). */
export function nameAndLabel() {
  return [
    { source: 'name', type: 'text', required: true, maxLength: 64 },
    { source: 'label', type: 'text', required: true, maxLength: 120 },
  ] as const;
}

/** Lookups list by label and are found by name or label. */
export function byLabel() {
  return { sort: { field: 'label', order: 'ASC' as const }, searchFields: ['name', 'label'] };
}

export { PERM, STUDY_AREA, KITLINK_AREA } from './permissions';

/** Currency codes for the field that `money` amounts point at. */
export const CURRENCIES = ['GBP', 'EUR', 'USD'] as const;
