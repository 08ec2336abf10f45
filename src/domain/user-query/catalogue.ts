import { lookupEntity, type FieldDef } from '@/engine';
import type { FilterField, FilterFieldKind } from '@/ui/query-builder';
import './texts';

type Translate = (key: string, options?: Record<string, unknown>) => string;

const KIND_OF: Partial<Record<FieldDef['type'], FilterFieldKind>> = {
  text: 'text',
  longText: 'text',
  email: 'text',
  url: 'text',
  date: 'date',
  datetime: 'date',
  number: 'number',
  money: 'number',
  boolean: 'boolean',
  enum: 'choice',
  reference: 'choice',
};

function kindOf(field: FieldDef): FilterFieldKind | undefined {
  // A list of references (a user's roles) matches when it holds any of the chosen records.
  if (field.type === 'array' && field.reference) return 'choice';
  return KIND_OF[field.type];
}

/** The enrolment condition: not a field of the user record, but part of the same query. */
export const ENROLLED_IN = 'enrolled_in';

/**
 * What users can be filtered on: the users schema's fields that the query can compare (text,
 * dates, numbers, flags, choices and references), labelled as the users screens label them, plus
 * enrolment in a study.
 */
export function userFilterFields(translate: Translate): FilterField[] {
  const schema = lookupEntity('users');
  if (!schema) return [];
  const fields = schema.fields.flatMap((field): FilterField[] => {
    const kind = kindOf(field);
    if (!kind || field.source === 'id') return [];
    const label = translate(`resources.users.fields.${field.source}`, { _: field.source });
    const base = { name: field.source, label, kind };
    if (field.reference) {
      const target = lookupEntity(field.reference.entity);
      const titleField = target?.recordTitle ?? field.reference.searchField;
      return [{ ...base, reference: { entity: field.reference.entity, titleField } }];
    }
    if (field.choices) {
      const options = field.choices.map((value) => ({
        value,
        label: translate(`resources.users.choices.${field.source}.${value}`, { _: value }),
      }));
      return [{ ...base, options }];
    }
    return [base];
  });
  const studies = lookupEntity('studies');
  const enrolment: FilterField = {
    name: ENROLLED_IN,
    label: translate('domain.user_query.enrolled_in'),
    kind: 'choice',
    reference: { entity: 'studies', titleField: studies?.recordTitle ?? 'title' },
  };
  return [...fields, enrolment].sort((a, b) => a.label.localeCompare(b.label, 'en-GB'));
}

/** Conditions on a custom property are named by it: `custom_properties.<name>`. */
export const CUSTOM_PROPERTY = 'custom_properties.';

/** A custom property's definition: its name, label and the name of its property type. */
export interface CustomPropertyDef {
  name: string;
  label: string;
  type: string | undefined;
  /** A choice property's options; absent for the other types. */
  options?: readonly string[];
}

const PROPERTY_KIND: Readonly<Record<string, FilterFieldKind>> = {
  boolean: 'boolean',
  number: 'number',
  date: 'date',
};

/** The custom properties as fields: compared by their type's kind (text unless it says otherwise). */
export function customPropertyFields(
  defs: readonly CustomPropertyDef[],
  translate: Translate,
): FilterField[] {
  return defs.map((d) => ({
    name: `${CUSTOM_PROPERTY}${d.name}`,
    label: translate('domain.user_query.custom_property', { label: d.label }),
    kind: PROPERTY_KIND[d.type ?? ''] ?? 'text',
  }));
}
