import { FIELD_TYPES, type FieldType } from '../field-types';
import { displays } from './displays';
import { inputs } from './inputs';
import type { Widget } from './types';

/** The one map from field type to widget: a new type is one entry in displays.ts and inputs.ts. */
export const widgets = /* @__PURE__ */ Object.fromEntries(
  FIELD_TYPES.map((type) => [type, { Display: displays[type], Input: inputs[type] }]),
) as Record<FieldType, Widget>;

export { displays } from './displays';
export { inputs } from './inputs';
export { humanize, fieldKey, choiceKey, useFieldLabel } from './labels';
export type { DisplayProps, InputProps, Widget } from './types';
