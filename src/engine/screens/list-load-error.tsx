import { type TablePaginationProps } from '@mui/material';
import { useCallback } from 'react';
import { Pagination, useListContext, useTranslate } from 'react-admin';
import { formatNumber } from '@/i18n';
import { LoadFailure } from './record-load-error';

/**
 * Shown in place of the rows when a list cannot be loaded, instead of an empty table that would
 * read as "no records". The toast already says why; this keeps the screen honest and offers a retry.
 */
export function ListLoadError() {
  const { refetch, isFetching } = useListContext();
  return <LoadFailure message="engine.list.load_failed" refetch={refetch} isFetching={isFetching} />;
}

interface DisplayedRows {
  from: number;
  to: number;
  count: number;
}

/**
 * The list's pager, with its counts in en-GB ("1-25 of 10,000"), hidden while the list has failed
 * to load: it would count rows nobody saw.
 */
export function ListPagination({ rowsPerPageOptions }: { rowsPerPageOptions: number[] }) {
  const { error, hasNextPage } = useListContext();
  const translate = useTranslate();
  const label = useCallback(
    ({ from, to, count }: DisplayedRows) =>
      count === -1 && hasNextPage
        ? translate('ra.navigation.partial_page_range_info', {
            offsetBegin: formatNumber(from),
            offsetEnd: formatNumber(to),
          })
        : translate('ra.navigation.page_range_info', {
            offsetBegin: formatNumber(from),
            offsetEnd: formatNumber(to),
            total: formatNumber(count === -1 ? to : count),
          }),
    [translate, hasNextPage],
  );
  // react-admin's Pagination passes further props on to MUI's TablePagination, after its own label.
  const table: Pick<TablePaginationProps, 'labelDisplayedRows'> = { labelDisplayedRows: label };
  return error ? null : <Pagination rowsPerPageOptions={rowsPerPageOptions} {...table} />;
}
