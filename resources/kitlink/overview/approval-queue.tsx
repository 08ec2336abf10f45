import '../texts';
import { Box, Typography } from '@mui/material';
import { useState } from 'react';
import { useTranslate } from 'react-admin';
import { usePermissionCheck } from '@/auth';
import { formatNumber } from '@/i18n';
import { BulkActions, QUEUE_ACTIONS } from './bulk-actions';
import { QUEUE_LIST } from '../shared/columns';
import { DataTable, type Column } from '../shared/data-table';
import { loadApprovals } from './list-api';
import { ListHeading, PagedRows } from './paged-list';
import { useSeeAll } from './see-all';
import { ORDER_TABLE } from '@/domain/kit-states';
import { TransitionButtons } from '../shared/transition-buttons';
import type { OrderRow, OverviewFilter, Page } from '../types';
import { usePagedList } from './use-paged-list';

/** As many requests as the overview sends first, so they show at once. */
const QUEUE_SIZE = 20;

/**
 * Whether this account may approve or reject a request. The queue is a place to decide
 * requests: an account that can do neither (kits staff) is not shown it, and still finds the
 * requested orders, counted and listed, under Orders.
 */
export function useMayDecideRequests(): boolean {
  const can = usePermissionCheck();
  return ORDER_TABLE.transitions.some(
    (t) => (QUEUE_ACTIONS as readonly string[]).includes(t.action) && can([t.permission]),
  );
}

const ACTIONS: Column<OrderRow> = {
  id: 'actions',
  cell: (o) => (
    <TransitionButtons
      table={ORDER_TABLE}
      id={o.id}
      state={o.status}
      subjectLabel={o.order_number}
      only={QUEUE_ACTIONS}
      size="small"
    />
  ),
};
const COLUMNS = [...QUEUE_LIST, ACTIONS];

/**
 * Requests waiting for approval, oldest first, for an account that may decide them: each
 * approved or rejected on its row, or several chosen on the page shown and decided together.
 */
export function ApprovalQueue({ first, filter }: { first: Page<OrderRow>; filter: OverviewFilter }) {
  const translate = useTranslate();
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set());
  // Only the requests shown can be chosen: another page drops the choice.
  const list = usePagedList({
    name: 'approvals',
    filter,
    first,
    load: loadApprovals,
    size: QUEUE_SIZE,
    onMove: () => setSelected(new Set()),
  });
  const queue = list.shown ?? first;
  const seeAll = useSeeAll('approvals', filter);
  const chosen = queue.rows.filter((r) => selected.has(String(r.id)));
  const numberOf = (id: string) => queue.rows.find((r) => String(r.id) === id)?.order_number ?? id;
  const toggle = (id: string) =>
    setSelected((s) => {
      const next = new Set(s);
      if (next.has(id)) next.delete(id);
      else next.add(id);
      return next;
    });
  return (
    <Box component="section" aria-labelledby="kitlink-approvals">
      <ListHeading
        id="kitlink-approvals"
        title={translate('kitlink.approvals', { count: formatNumber(queue.total) })}
        seeAll={seeAll}
      />
      {queue.total === 0 ? (
        <Typography color="text.secondary">{translate('kitlink.no_approvals')}</Typography>
      ) : (
        <>
          <BulkActions chosen={chosen} onDone={() => setSelected(new Set())} />
          <PagedRows list={list} name="approvals">
            {(page) => (
              <DataTable
                rows={page.rows}
                label={translate('kitlink.approvals_table')}
                columns={COLUMNS}
                selection={{
                  selected,
                  rowLabel: (id) => translate('kitlink.bulk.select', { number: numberOf(id) }),
                  onToggle: toggle,
                  onToggleAll: (all) => setSelected(new Set(all ? page.rows.map((r) => String(r.id)) : [])),
                }}
              />
            )}
          </PagedRows>
        </>
      )}
    </Box>
  );
}
