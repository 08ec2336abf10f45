import type { ComponentType } from 'react';
import type { FieldType } from '../field-types';
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
import type { DisplayProps } from './types';

/** Field type to display widget; lists and show pages import only this half of the widget map. */
export const displays: Record<FieldType, ComponentType<DisplayProps>> = {
  text: TextDisplay,
  longText: TextDisplay,
  email: EmailDisplay,
  url: UrlDisplay,
  number: NumberDisplay,
  boolean: BooleanDisplay,
  date: DateDisplay,
  datetime: DateDisplay,
  enum: EnumDisplay,
  reference: ReferenceDisplay,
  array: ArrayDisplay,
  json: JsonDisplay,
  richText: RichTextDisplay,
  address: AddressDisplay,
  tags: TagsDisplay,
  localeText: LocaleTextDisplay,
  money: MoneyDisplay,
};
