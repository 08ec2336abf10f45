import { useTranslate } from 'react-admin';
import type { EntitySchema, FieldDef } from '../types';

/** `shipping_address` -> `Shipping address`: the fallback when a locale key is missing. */
export function humanize(source: string): string {
  const words = source.replace(/_id$/, '').replace(/_/g, ' ');
  return words.charAt(0).toUpperCase() + words.slice(1);
}

export const fieldKey = (schema: EntitySchema, source: string) => `resources.${schema.name}.fields.${source}`;
export const choiceKey = (schema: EntitySchema, source: string, value: string) =>
  `resources.${schema.name}.choices.${source}.${value}`;

/** A field's translated label, as react-admin shows it next to the input. */
export function useFieldLabel(schema: EntitySchema, field: FieldDef): string {
  const translate = useTranslate();
  return translate(fieldKey(schema, field.source), { _: humanize(field.source) });
}

/**
 * An entity's name placed inside a sentence: "Gene variants" becomes "gene variants", while a
 * name that starts with an acronym ("DNA kits") keeps it.
 */
export function midSentence(name: string): string {
  return /^\p{Lu}\p{Ll}/u.test(name) ? name.charAt(0).toLocaleLowerCase('en-GB') + name.slice(1) : name;
}
