import { Box, Typography } from '@mui/material';
import {
  MaterialActionElement,
  MaterialValueSelector,
  QueryBuilderMaterial,
  type MaterialActionProps,
  type MaterialValueSelectorProps,
} from '@react-querybuilder/material';
import { useId, useMemo, useState, type ReactNode } from 'react';
import { useTranslate } from 'react-admin';
import { QueryBuilder, type RuleGroupType } from 'react-querybuilder';
import 'react-querybuilder/dist/query-builder-layout.css';
import { fromFilterQuery, toFilterQuery } from './filter-query';
import { builderField, fromBuilderGroup, toBuilderGroup } from './rqb-fields';
import type { FilterField, FilterQuery } from './types';
import { useBuilderTexts } from './use-builder-texts';
import { FilterValueEditor } from './value-editor';
import './texts';

/** The words that name what is filtered: the group's title, its hints, and what "not" does. */
export interface FilterBuilderTexts {
  label: string;
  /** Shown above the rows when there is none. */
  empty: string;
  /** Shown above the rows when there are some. */
  how: string;
  /** The "not" toggle's title. */
  notTitle: string;
}

export interface FilterBuilderProps {
  value: FilterQuery | null;
  onChange(query: FilterQuery | null): void;
  /** Every field a row may name, including those the value names (`withQueryFields`). */
  fields: readonly FilterField[];
  texts: FilterBuilderTexts;
  /** Some fields' choices are still on their way. */
  loading?: boolean;
  /** Shown under the rows (a count of what matches). */
  children?: ReactNode;
}

interface BuilderState {
  group: RuleGroupType;
  /** Entries of the value the builder cannot show as rows; sent back unchanged. */
  kept: FilterQuery;
  /** The value last sent or received, to tell a new value from the parent from our own. */
  seen: string;
}

function stateFor(value: FilterQuery | null, fields: readonly FilterField[]): BuilderState {
  const { group, kept } = fromFilterQuery(value, fields);
  return { group: toBuilderGroup(group), kept, seen: JSON.stringify(value) };
}

// MUI's select names its list box by a label element; these have none, so each is named by its title.
function NamedSelector(props: MaterialValueSelectorProps) {
  return <MaterialValueSelector {...props} SelectDisplayProps={{ 'aria-label': props.title }} />;
}

// Adding is a secondary action and removing a quiet one, as on the console's other forms; the MUI
// build's default is a filled button for each.
function Action(props: MaterialActionProps) {
  const removes = /-remove\b/.test(props.className ?? '');
  return <MaterialActionElement {...props} variant={removes ? 'text' : 'outlined'} color="primary" />;
}

/**
 * Conditions on the fields it is given, as a server query (docs/backend.md, section 16): rows of a
 * field, a comparison fitting its type and a value, in groups of which all or any must hold, each
 * group turned round by "not". Every row is its own condition, so two on one field both apply; an
 * incomplete one waits to be filled.
 */
export function FilterBuilder({
  value,
  onChange,
  fields,
  texts,
  loading = false,
  children,
}: FilterBuilderProps) {
  const translate = useTranslate();
  const labelId = useId();
  const builderFields = useMemo(() => fields.map((f) => builderField(f, translate)), [fields, translate]);
  const [state, setState] = useState(() => stateFor(value, fields));
  // A value from the parent that differs from the last one seen replaces the rows.
  const current = JSON.stringify(value);
  const shown = current === state.seen ? state : stateFor(value, fields);
  if (shown !== state) setState(shown);

  const change = (group: RuleGroupType) => {
    const next = toFilterQuery(fromBuilderGroup(group, fields), shown.kept, fields);
    setState({ group, kept: shown.kept, seen: JSON.stringify(next) });
    if (JSON.stringify(next) !== shown.seen) onChange(next);
  };
  const { translations, combinators } = useBuilderTexts(texts.notTitle);

  return (
    <Box role="group" aria-labelledby={labelId} sx={builderStyles}>
      <Typography id={labelId} variant="subtitle1" component="h3">
        {texts.label}
      </Typography>
      <Typography variant="body2" sx={{ color: 'text.secondary' }}>
        {shown.group.rules.length > 0 ? texts.how : texts.empty}
        {loading && ` ${translate('ui.query_builder.loading_options')}`}
      </Typography>
      {/* A query in the older shape is rewritten once the user changes it, not on opening (which
          would mark an untouched form changed). */}
      <QueryBuilderMaterial showInputLabels>
        <QueryBuilder
          fields={builderFields}
          query={shown.group}
          onQueryChange={change}
          combinators={combinators}
          controlElements={{
            actionElement: Action,
            valueEditor: FilterValueEditor,
            valueSelector: NamedSelector,
          }}
          showNotToggle
          enableMountQueryChange={false}
          addRuleToNewGroups
          listsAsArrays
          resetOnFieldChange
          translations={translations}
        />
      </QueryBuilderMaterial>
      {children}
    </Box>
  );
}

const builderStyles = {
  '& .ruleGroup': {
    p: 1,
    gap: 1,
    border: 1,
    borderColor: 'divider',
    borderRadius: 1,
    bgcolor: 'transparent',
  },
  '& .ruleGroup .ruleGroup': { bgcolor: 'action.hover' },
  '& .ruleGroup-header': { alignItems: 'flex-end', gap: 1 },
  '& .rule': { flexWrap: 'wrap', alignItems: 'flex-end', gap: 1.5, py: 0.5 },
  // The console's theme makes fields full width; a condition's parts share one line where they fit.
  '& .rule .MuiFormControl-root, & .ruleGroup-header .MuiFormControl-root': { width: 'auto', minWidth: 160 },
  '& .rule .rule-fields, & .rule .rule-value': { minWidth: 200 },
  '& .ruleGroup-header .MuiButton-root, & .rule .MuiButton-root': { whiteSpace: 'nowrap' },
} as const;
