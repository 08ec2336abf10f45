import { Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { formatNumber } from '@/i18n';
import type { FilterQuery } from '@/ui/query-builder';
import { useFilterCount } from './use-filter-count';
import './texts';

/** "1,204 matching users", announced politely as the conditions settle. */
export function FilterCountText({ query }: { query: FilterQuery | null }) {
  const translate = useTranslate();
  const { count, isCounting, isError } = useFilterCount(query);
  const text = isError
    ? translate('domain.user_query.count_failed')
    : count === undefined || isCounting
      ? translate('domain.user_query.counting')
      : translate('domain.user_query.count', { smart_count: count, total: formatNumber(count) });
  return (
    <Typography role="status" variant="body2" sx={{ mt: 1, color: isError ? 'error.main' : 'text.primary' }}>
      {text}
    </Typography>
  );
}
