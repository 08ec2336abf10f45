import type { FilterField, FilterGroup, FilterQuery, RuleGroup } from '@/ui/query-builder';
import {
  fromFilterGroup as fromGroup,
  fromFilterQuery as fromQuery,
  toFilterGroup as toGroup,
  toFilterQuery as toQuery,
  withQueryFields as withFields,
} from '@/ui/query-builder/filter-query';
import { CUSTOM_PROPERTY, userFilterFields } from './catalogue';

// The builder's mapping over the users catalogue, for callers that have no fields of their own.
// It needs only the fields' names and kinds, not their words. A custom property's plain entry
// (`"custom_properties.<name>": value`) is a field even before its definition arrives.
const catalogue = () => userFilterFields((key) => key);

/** The fields, with one for each field the query names that they lack (a custom property's, say). */
export const withQueryFields = (query: FilterQuery | null, fields: readonly FilterField[] = catalogue()) =>
  withFields(query, fields, CUSTOM_PROPERTY);

export const toFilterGroup = (group: RuleGroup, fields: readonly FilterField[] = catalogue()) =>
  toGroup(group, fields);

export const fromFilterGroup = (group: FilterGroup, fields: readonly FilterField[] = catalogue()) =>
  fromGroup(group, fields);

export const toFilterQuery = (
  group: RuleGroup,
  kept: FilterQuery = {},
  fields: readonly FilterField[] = catalogue(),
) => toQuery(group, kept, fields);

export const fromFilterQuery = (query: FilterQuery | null, fields: readonly FilterField[] = catalogue()) =>
  fromQuery(query, fields, CUSTOM_PROPERTY);
