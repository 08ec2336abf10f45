import { useMemo } from 'react';
import { useTranslate } from 'react-admin';
import { FilterBuilder, type FilterQuery } from '@/ui/query-builder';
import { customPropertyFields, userFilterFields } from './catalogue';
import { FilterCountText } from './filter-count-text';
import { withQueryFields } from './filter-query';
import { useChoices } from './use-choices';
import { useCustomProperties } from './use-custom-properties';
import './texts';

export interface UserQueryBuilderProps {
  value: FilterQuery | null;
  onChange(query: FilterQuery | null): void;
  /** Shows, and announces, how many users match as the conditions change. */
  showCount?: boolean;
}

/**
 * Conditions on users (the query `POST /users/filter` takes): the users fields, enrolment in a
 * study and the custom properties the account may read, with the records of referenced entities
 * as choices.
 */
export function UserQueryBuilder({ value, onChange, showCount = false }: UserQueryBuilderProps) {
  const translate = useTranslate();
  const properties = useCustomProperties();
  const catalogue = useMemo(
    () => [...userFilterFields(translate), ...customPropertyFields(properties, translate)],
    [translate, properties],
  );
  const { fields: known, loading } = useChoices(catalogue);
  // Fields the value names before their definitions arrive show as rows at once.
  const fields = useMemo(() => withQueryFields(value, known), [value, known]);
  const texts = useMemo(
    () => ({
      label: translate('domain.user_query.label'),
      empty: translate('domain.user_query.empty'),
      how: translate('domain.user_query.how'),
      notTitle: translate('domain.user_query.not_title'),
    }),
    [translate],
  );
  return (
    <FilterBuilder value={value} onChange={onChange} fields={fields} texts={texts} loading={loading}>
      {showCount && <FilterCountText query={value} />}
    </FilterBuilder>
  );
}
