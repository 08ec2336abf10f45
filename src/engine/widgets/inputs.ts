import type { ComponentType } from 'react';
import type { FieldType } from '../field-types';
import { AddressWidgetInput } from './address-input';
import { DateWidgetInput } from './date-input';
import {
  BooleanWidgetInput,
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
import type { InputProps } from './types';

/** Field type to input widget; only forms import this half of the widget map. */
export const inputs: Record<FieldType, ComponentType<InputProps>> = {
  text: TextWidgetInput,
  longText: TextWidgetInput,
  email: TextWidgetInput,
  url: TextWidgetInput,
  number: NumberWidgetInput,
  boolean: BooleanWidgetInput,
  date: DateWidgetInput,
  datetime: DateWidgetInput,
  enum: EnumWidgetInput,
  reference: ReferenceWidgetInput,
  array: ArrayWidgetInput,
  json: JsonWidgetInput,
  richText: RichTextWidgetInput,
  address: AddressWidgetInput,
  tags: TagsWidgetInput,
  localeText: LocaleTextWidgetInput,
  money: MoneyWidgetInput,
};
