import type { FieldType } from '../field-types';
import { AddressWidgetInput } from './address-input';
import {
  BooleanDisplay,
  DateDisplay,
  EmailDisplay,
  EnumDisplay,
  MoneyDisplay,
  NumberDisplay,
  TextDisplay,
  UrlDisplay,
} from './display-basic';
import {
  AddressDisplay,
  ArrayDisplay,
  JsonDisplay,
  LocaleTextDisplay,
  ReferenceDisplay,
  RichTextDisplay,
  TagsDisplay,
} from './display-structured';
import {
  BooleanWidgetInput,
  DateWidgetInput,
  EnumWidgetInput,
  MoneyWidgetInput,
  NumberWidgetInput,
  TextWidgetInput,
} from './inputs-basic';
import { JsonWidgetInput } from './json-input';
import { LocaleTextWidgetInput } from './locale-text-input';
import { ReferenceWidgetInput } from './reference-input';
import { RichTextWidgetInput } from './rich-text-input';
import { ArrayWidgetInput, TagsWidgetInput } from './tags-input';
import type { Widget } from './types';

/** The one map from field type to widget: a new type is one entry here and one name in field-types. */
export const widgets: Record<FieldType, Widget> = {
  text: { Display: TextDisplay, Input: TextWidgetInput },
  longText: { Display: TextDisplay, Input: TextWidgetInput },
  email: { Display: EmailDisplay, Input: TextWidgetInput },
  url: { Display: UrlDisplay, Input: TextWidgetInput },
  number: { Display: NumberDisplay, Input: NumberWidgetInput },
  boolean: { Display: BooleanDisplay, Input: BooleanWidgetInput },
  date: { Display: DateDisplay, Input: DateWidgetInput },
  datetime: { Display: DateDisplay, Input: DateWidgetInput },
  enum: { Display: EnumDisplay, Input: EnumWidgetInput },
  reference: { Display: ReferenceDisplay, Input: ReferenceWidgetInput },
  array: { Display: ArrayDisplay, Input: ArrayWidgetInput },
  json: { Display: JsonDisplay, Input: JsonWidgetInput },
  richText: { Display: RichTextDisplay, Input: RichTextWidgetInput },
  address: { Display: AddressDisplay, Input: AddressWidgetInput },
  tags: { Display: TagsDisplay, Input: TagsWidgetInput },
  localeText: { Display: LocaleTextDisplay, Input: LocaleTextWidgetInput },
  money: { Display: MoneyDisplay, Input: MoneyWidgetInput },
};

export { humanize, fieldKey, choiceKey, useFieldLabel } from './labels';
export type { DisplayProps, InputProps, Widget } from './types';
export { ListReferencesProvider } from './list-references';
export { LIST_CELL_STYLES } from './list-cells';
