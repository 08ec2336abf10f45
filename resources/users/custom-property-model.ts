import type { CustomPropertyDef } from '@/domain/user-query';
import type { PropertyField, PropertyKind, Typed } from './custom-property-input';
import type { CustomProperty } from './types';

type Stored = CustomProperty['value'];

const KINDS: readonly PropertyKind[] = ['text', 'number', 'boolean', 'date', 'choice'];

/** A property's kind: its type's when known, else guessed from its value (definitions unreadable). */
export function kindOf(def: CustomPropertyDef | undefined, value: Stored): PropertyKind {
  const named = KINDS.find((k) => k === def?.type);
  if (named) return named;
  return typeof value === 'boolean' ? 'boolean' : typeof value === 'number' ? 'number' : 'text';
}

/** The stored value as the input shows it. */
export function typedOf(value: Stored): Typed {
  if (value === null || value === undefined) return null;
  return typeof value === 'number' ? String(value) : value;
}

/** The property a new row starts with: a flag starts off, anything else empty. */
export const blankFor = (kind: PropertyKind): Typed => (kind === 'boolean' ? false : null);

/**
 * The properties the panel shows: those the user holds or has just added, in the definitions' order
 * (then any undefined ones by name), each with its kind and options.
 */
export function shownFields(
  defs: readonly CustomPropertyDef[],
  stored: Readonly<Record<string, Stored>>,
  names: readonly string[],
): PropertyField[] {
  const byName = new Map(defs.map((d) => [d.name, d]));
  const order = (n: string) => {
    const i = defs.findIndex((d) => d.name === n);
    return i === -1 ? defs.length : i;
  };
  return [...new Set(names)]
    .sort((a, b) => order(a) - order(b) || a.localeCompare(b))
    .map((name) => {
      const def = byName.get(name);
      return {
        name,
        label: def?.label ?? name.charAt(0).toUpperCase() + name.slice(1).replace(/_/g, ' '),
        kind: kindOf(def, stored[name] ?? null),
        options: def?.options ?? [],
      };
    });
}

/**
 * The edited values as the save sends them: numbers parsed, an emptied box as null (the property
 * is cleared, never set to 0 or ''); a box that is not a number is an error and nothing is sent.
 */
export function toSaved(
  edits: Readonly<Record<string, Typed>>,
  fields: readonly PropertyField[],
  notANumber: string,
): { values: Record<string, Stored> } | { errors: Record<string, string> } {
  const values: Record<string, Stored> = {};
  const errors: Record<string, string> = {};
  for (const [name, typed] of Object.entries(edits)) {
    const kind = fields.find((f) => f.name === name)?.kind ?? 'text';
    if (typed === null || typed === '') values[name] = null;
    else if (kind === 'number' && typeof typed === 'string') {
      const n = Number(typed.trim());
      if (Number.isFinite(n)) values[name] = n;
      else errors[name] = notANumber;
    } else values[name] = typed;
  }
  return Object.keys(errors).length > 0 ? { errors } : { values };
}
