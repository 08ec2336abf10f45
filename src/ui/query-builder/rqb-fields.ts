import { prepareRuleGroup, type Field, type RuleGroupType, type RuleType } from 'react-querybuilder';
import { OPERATORS, type FilterField, type FilterOperator, type FilterRule, type RuleGroup } from './types';
import './texts';

type Translate = (key: string, options?: Record<string, unknown>) => string;

/** A catalogue field as react-querybuilder's field: its operators, input type and choices. */
export function builderField(field: FilterField, translate: Translate): Field {
  const operators = OPERATORS[field.kind].map((name) => ({
    name,
    value: name,
    label: translate(`ui.query_builder.operators.${name}`),
  }));
  const common = { name: field.name, value: field.name, label: field.label, operators };
  switch (field.kind) {
    case 'text':
      return { ...common, inputType: 'text' };
    case 'date':
      return { ...common, inputType: 'date' };
    case 'number':
      return { ...common, inputType: 'number' };
    case 'boolean':
      return {
        ...common,
        valueEditorType: 'select',
        values: [
          { name: 'true', value: 'true', label: translate('ui.query_builder.yes') },
          { name: 'false', value: 'false', label: translate('ui.query_builder.no') },
        ],
        defaultValue: 'true',
      };
    case 'choice':
      return {
        ...common,
        valueEditorType: 'multiselect',
        values: (field.options ?? []).map((o) => ({
          name: String(o.value),
          value: String(o.value),
          label: o.label,
        })),
        defaultValue: [],
      };
  }
}

/** A builder rule in the catalogue's terms: flags as booleans, chosen ids as the records have them. */
export function fromBuilderRule(rule: RuleType, fields: readonly FilterField[]): FilterRule {
  const field = fields.find((f) => f.name === rule.field);
  const operator = rule.operator as FilterOperator;
  if (field?.kind === 'boolean') return { field: rule.field, operator, value: rule.value === 'true' };
  if (field?.kind === 'choice' && Array.isArray(rule.value)) {
    const byText = new Map((field.options ?? []).map((o) => [String(o.value), o.value]));
    const value: unknown[] = rule.value;
    return { field: rule.field, operator, value: value.map((v) => byText.get(String(v)) ?? v) };
  }
  return { field: rule.field, operator, value: rule.value };
}

export function toBuilderRule(rule: FilterRule): RuleType {
  const { field, operator, value } = rule;
  if (typeof value === 'boolean') return { field, operator, value: String(value) };
  if (operator === 'any_of' && Array.isArray(value)) return { field, operator, value: value.map(String) };
  return { field, operator, value };
}

/** react-querybuilder's group (ids and all) in the catalogue's terms. */
export function fromBuilderGroup(group: RuleGroupType, fields: readonly FilterField[]): RuleGroup {
  return {
    combinator: group.combinator === 'or' ? 'or' : 'and',
    ...(group.not && { not: true }),
    rules: group.rules.flatMap((node): RuleGroup['rules'] => {
      if (typeof node === 'string') return [];
      return 'rules' in node ? [fromBuilderGroup(node, fields)] : [fromBuilderRule(node, fields)];
    }),
  };
}

/** The catalogue's group as react-querybuilder's, with the ids it keys its rows by. */
export function toBuilderGroup(group: RuleGroup): RuleGroupType {
  const plain = (g: RuleGroup): RuleGroupType => ({
    combinator: g.combinator,
    ...(g.not && { not: true }),
    rules: g.rules.map((node) => ('rules' in node ? plain(node) : toBuilderRule(node))),
  });
  return prepareRuleGroup(plain(group));
}
