import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { callApi, coreCalls } from '@/contract';
import { useSettled } from '@/ui/use-settled';
import type { FilterQuery } from '@/ui/query-builder';

// Long enough to wait for the user to stop typing, short enough to feel live.
export const COUNT_DELAY_MS = 400;

export interface FilterCount {
  /** The number of matching users; the previous number while a new one is on its way. */
  count: number | undefined;
  /** A count for the latest query is being waited for or fetched. */
  isCounting: boolean;
  isError: boolean;
}

/**
 * How many users a query matches (`POST /users/filter/count`), once the query has stopped
 * changing for a moment. The query may hold personal data: it stays in memory, in the request
 * body only, never in an address or storage.
 */
export function useFilterCount(query: FilterQuery | null): FilterCount {
  const key = JSON.stringify(query ?? {});
  const settled = useSettled(key, COUNT_DELAY_MS);
  const result = useQuery({
    queryKey: ['users', 'filter-count', settled],
    queryFn: async ({ signal }) => {
      const answer = await callApi(coreCalls.usersFilterCount, {
        data: { query: JSON.parse(settled) as FilterQuery, search_terms: '' },
        signal,
      });
      return answer.count;
    },
    placeholderData: keepPreviousData,
    gcTime: 60_000,
  });
  return {
    count: result.data,
    isCounting: settled !== key || result.isFetching,
    isError: result.isError && !result.isFetching,
  };
}
