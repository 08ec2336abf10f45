import { lazy, Suspense, type ReactElement } from 'react';
import {
  NullableBooleanInput,
  NumberInput,
  SearchInput,
  SelectInput,
  TextInput,
  useTranslate,
} from 'react-admin';
import type { EntitySchema, FieldDef } from '../types';
import { choiceKey, humanize } from '../widgets/labels';

// Only lists that filter by a reference download the autocomplete input, and only those that
// filter by a date the date picker.
const ReferenceWidgetInput = lazy(() =>
  import('../widgets/reference-input').then((m) => ({ default: m.ReferenceWidgetInput })),
);
const DateFilterInput = lazy(() =>
  import('../widgets/date-input').then((m) => ({ default: m.DateFilterInput })),
);

function FilterInput({
  field,
  schema,
}: {
  field: FieldDef;
  schema: EntitySchema;
  source: string;
  alwaysOn?: boolean;
}) {
  const translate = useTranslate();
  switch (field.type) {
    case 'enum':
      return (
        <SelectInput
          source={field.source}
          translateChoice={false}
          choices={(field.choices ?? []).map((v) => ({
            id: v,
            name: translate(choiceKey(schema, field.source, v), { _: humanize(v) }),
          }))}
        />
      );
    case 'boolean':
      return <NullableBooleanInput source={field.source} />;
    case 'reference':
      return (
        <Suspense fallback={null}>
          <ReferenceWidgetInput field={field} schema={schema} source={field.source} validate={[]} />
        </Suspense>
      );
    case 'date':
    case 'datetime':
      return (
        <Suspense fallback={null}>
          <DateFilterInput source={field.source} />
        </Suspense>
      );
    case 'number':
    case 'money':
      return <NumberInput source={field.source} />;
    default:
      return <TextInput source={field.source} autoComplete="off" />;
  }
}

/**
 * The list's filter inputs from the schema: a search box when it names search fields, then one
 * input per filterable field, except those `fixed` by the user's scope. Derived flags (a study's
 * `archived`) are always on.
 */
export function filtersFor(
  schema: EntitySchema,
  fixed?: Readonly<Record<string, unknown>>,
  seen: (field: FieldDef) => boolean = () => true,
): ReactElement[] {
  const search = schema.list.searchFields.length
    ? [<SearchInput key="q" source="q" alwaysOn autoComplete="off" />]
    : [];
  const fields = schema.fields
    .filter((f) => f.filterable && !(fixed && f.source in fixed))
    // A reference the user may not see cannot be picked, so it is not offered as a filter.
    .filter((f) => f.type !== 'reference' || seen(f))
    .map((f) => (
      <FilterInput key={f.source} field={f} schema={schema} source={f.source} alwaysOn={Boolean(f.derived)} />
    ));
  return [...search, ...fields];
}
