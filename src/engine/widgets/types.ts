import type { ComponentType } from 'react';
import type { Validator } from 'react-admin';
import type { EntitySchema, FieldDef } from '../types';

/**
 * Props of a display widget. `source`, `label` and `sortable` sit on the element itself because
 * react-admin's Datagrid and SimpleShowLayout read them from their children.
 */
export interface DisplayProps {
  field: FieldDef;
  schema: EntitySchema;
  source: string;
  sortable?: boolean;
  label?: string;
  /** Where the value is shown: tables get compact renderings. */
  variant?: 'list' | 'show';
}

export interface InputProps {
  field: FieldDef;
  schema: EntitySchema;
  source: string;
  validate: Validator[];
  disabled?: boolean;
}

export interface Widget {
  Display: ComponentType<DisplayProps>;
  Input: ComponentType<InputProps>;
}
