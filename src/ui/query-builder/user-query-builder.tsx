import { Box, Typography } from '@mui/material';
import { useEffect, useId, useMemo, useRef, useState } from 'react';
import { useTranslate } from 'react-admin';
import { QueryBuilder, type RuleGroupType, type RuleType } from 'react-querybuilder';
import 'react-querybuilder/dist/query-builder-layout.css';
import { customPropertyFields, userFilterFields } from './catalogue';
import { FilterCountText } from './filter-count-text';
import { fromFilterQuery, toFilterQuery } from './filter-query';
import { builderField, fromBuilderRule, toBuilderRule } from './rqb-fields';
import type { FilterField, FilterQuery } from './types';
import { useChoices } from './use-choices';
import { useCustomProperties } from './use-custom-properties';
import './texts';

export interface UserQueryBuilderProps {
  value: FilterQuery | null;
  onChange(query: FilterQuery | null): void;
  /** Shows, and announces, how many users match as the conditions change. */
  showCount?: boolean;
}

interface BuilderState {
  group: RuleGroupType;
  /** Conditions of the value the builder cannot show as rules; sent back unchanged. */
  kept: FilterQuery;
  /** The value last sent or received, to tell a new value from the parent from our own. */
  seen: string;
}

const isRule = (r: RuleType | RuleGroupType): r is RuleType => !('rules' in r);

function stateFor(value: FilterQuery | null, fields: readonly FilterField[]): BuilderState {
  const { rules, kept } = fromFilterQuery(value, fields);
  return { group: { combinator: 'and', rules: rules.map(toBuilderRule) }, kept, seen: JSON.stringify(value) };
}

/**
 * Conditions on users, all of which must hold (the query `POST /users/filter` takes): a field, a
 * comparison fitting its type, and a value. An incomplete condition filters nothing until filled.
 */
export function UserQueryBuilder({ value, onChange, showCount = false }: UserQueryBuilderProps) {
  const translate = useTranslate();
  const labelId = useId();
  const properties = useCustomProperties();
  const catalogue = useMemo(
    () => [...userFilterFields(translate), ...customPropertyFields(properties, translate)],
    [translate, properties],
  );
  const { fields, loading } = useChoices(catalogue);
  const builderFields = useMemo(() => fields.map((f) => builderField(f, translate)), [fields, translate]);
  const [state, setState] = useState(() => stateFor(value, fields));
  // A value from the parent that differs from the last one seen replaces the rules.
  const current = JSON.stringify(value);
  const shown = current === state.seen ? state : stateFor(value, fields);
  if (shown !== state) setState(shown);

  const change = (group: RuleGroupType) => {
    const rules = group.rules.filter(isRule).map((r) => fromBuilderRule(r, fields));
    const conditions = toFilterQuery(rules, fields);
    const next = conditions || Object.keys(shown.kept).length > 0 ? { ...shown.kept, ...conditions } : null;
    setState({ group, kept: shown.kept, seen: JSON.stringify(next) });
    if (JSON.stringify(next) !== shown.seen) onChange(next);
  };

  const translations = useMemo(
    () => ({
      fields: { title: translate('ui.query_builder.field') },
      operators: { title: translate('ui.query_builder.operator') },
      value: { title: translate('ui.query_builder.value') },
      addRule: {
        label: translate('ui.query_builder.add_rule'),
        title: translate('ui.query_builder.add_rule'),
      },
      removeRule: { label: '×', title: translate('ui.query_builder.remove_rule') },
    }),
    [translate],
  );

  // react-querybuilder names its fields, operators and values by `title` only, which speech input
  // and some screen readers do not read as a name: each also gets it as its accessible name.
  const box = useRef<HTMLDivElement>(null);
  useEffect(() => {
    box.current?.querySelectorAll<HTMLElement>('select[title], input[title]').forEach((el) => {
      el.setAttribute('aria-label', el.title);
    });
  });

  return (
    <Box ref={box} role="group" aria-labelledby={labelId} sx={builderStyles}>
      <Typography id={labelId} variant="subtitle1" component="h3">
        {translate('ui.query_builder.label')}
      </Typography>
      <Typography variant="body2" sx={{ color: 'text.secondary' }}>
        {translate(shown.group.rules.length > 0 ? 'ui.query_builder.all_of' : 'ui.query_builder.empty')}
        {loading && ` ${translate('ui.query_builder.loading_options')}`}
      </Typography>
      <QueryBuilder
        fields={builderFields}
        query={shown.group}
        onQueryChange={change}
        combinators={[{ name: 'and', value: 'and', label: 'and' }]}
        controlElements={{
          addGroupAction: null,
          combinatorSelector: null,
          cloneRuleAction: null,
          cloneGroupAction: null,
          lockRuleAction: null,
          lockGroupAction: null,
          removeGroupAction: null,
          notToggle: null,
        }}
        listsAsArrays
        resetOnFieldChange
        translations={translations}
      />
      {showCount && <FilterCountText query={value} />}
    </Box>
  );
}

const builderStyles = {
  '& .ruleGroup': { p: 0, border: 0, gap: 1 },
  '& .ruleGroup-header': { order: 2 },
  '& .rule': { flexWrap: 'wrap', gap: 1, p: 1, border: 1, borderColor: 'divider', borderRadius: 1 },
  '& select, & input, & button': { font: 'inherit', minHeight: 36, px: 1 },
  '& select[multiple]': { minHeight: 96, minWidth: 220 },
  '& button': { cursor: 'pointer' },
  '& :focus-visible': { outline: '3px solid', outlineColor: 'primary.main', outlineOffset: 1 },
} as const;
