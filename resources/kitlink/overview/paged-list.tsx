import '../texts';
import { Alert, Link, Stack, TablePagination, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { useTranslate } from 'react-admin';
import { Link as RouterLink } from 'react-router-dom';
import { formatNumber } from '@/i18n';
import { QueryState } from '@/ui/query-state';
import { PAGE_SIZES, type PagedList } from './use-paged-list';
import type { Page } from '../types';

interface ListHeadingProps {
  id: string;
  /** The heading, its total included. */
  title: string;
  /** The full list's address and link text, when the console has one this account may open. */
  seeAll: { to: string; label: string } | null;
}

/** A list's heading with its total, and the link to the whole list where there is one. */
export function ListHeading({ id, title, seeAll }: ListHeadingProps) {
  return (
    <Stack direction="row" spacing={2} alignItems="baseline" justifyContent="space-between">
      <Typography id={id} variant="h6" component="h2">
        {title}
      </Typography>
      {seeAll && (
        <Link component={RouterLink} to={seeAll.to}>
          {seeAll.label}
        </Link>
      )}
    </Stack>
  );
}

/**
 * The rows of the page read (or, without the list's call, the overview's first rows and a note
 * saying so), then the paging controls, each named after its list: the home shows two lists.
 */
export function PagedRows<T>({
  list,
  name,
  children,
}: {
  list: PagedList<T>;
  name: string;
  children: (page: Page<T>) => ReactNode;
}) {
  const translate = useTranslate();
  const noun = translate(`kitlink.paging.noun.${name}`);
  if (list.unavailable && list.shown)
    return (
      <>
        {children(list.shown)}
        {list.shown.total > list.shown.rows.length && (
          <Alert severity="info" role="status">
            {translate('kitlink.paging.not_offered', {
              shown: formatNumber(list.shown.rows.length),
              count: formatNumber(list.shown.total),
            })}
          </Alert>
        )}
      </>
    );
  return (
    <QueryState {...list.query} data={list.shown}>
      {(page) => (
        <div aria-busy={list.query.isFetching}>
          {children(page)}
          <TablePagination
            component="div"
            count={page.total}
            page={list.page}
            rowsPerPage={list.size}
            rowsPerPageOptions={[...PAGE_SIZES]}
            onPageChange={(_e, p) => list.setPage(p)}
            onRowsPerPageChange={(e) => list.setSize(Number(e.target.value))}
            showFirstButton
            showLastButton
            labelRowsPerPage={translate(`kitlink.paging.per_page.${name}`)}
            labelDisplayedRows={({ from, to, count }) =>
              translate('kitlink.paging.shown', {
                from: formatNumber(from),
                to: formatNumber(to),
                count: formatNumber(count),
              })
            }
            getItemAriaLabel={(type) => translate(`kitlink.paging.${type}`, { noun })}
          />
        </div>
      )}
    </QueryState>
  );
}
