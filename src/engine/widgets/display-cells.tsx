import type { ReactElement } from 'react';
import type { EntitySchema, FieldDef } from '../types';
import { displays } from './displays';

/**
 * One display element per field, as react-admin's Datagrid and SimpleShowLayout want their
 * children: each with its `source` (and, in a list, whether its column sorts).
 */
export function displayCells(
  schema: EntitySchema,
  fields: readonly FieldDef[],
  variant: 'list' | 'show',
): ReactElement[] {
  return fields.map((field) => {
    const Display = displays[field.type];
    return (
      <Display
        key={field.source}
        source={field.source}
        {...(variant === 'list' ? { sortable: field.sortable } : {})}
        field={field}
        schema={schema}
        variant={variant}
      />
    );
  });
}
