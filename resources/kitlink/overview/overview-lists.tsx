import '../texts';
import { Box, Stack, Tab, Tabs } from '@mui/material';
import type { ReactNode } from 'react';
import { useTranslate } from 'react-admin';
import { formatNumber } from '@/i18n';
import { AttentionList } from './attention-list';
import { ASSAY_LIST, KIT_LIST, ORDER_LIST } from '../shared/columns';
import { ConsignmentList } from '../shared/consignment-list';
import { DataTable } from '../shared/data-table';
import {
  loadAssays,
  loadAttention,
  loadConsignments,
  loadKits,
  loadOrders,
  type PageLoader,
} from './list-api';
import { ListHeading, PagedRows } from './paged-list';
import { useSeeAll } from './see-all';
import { KIT_TABLE, ORDER_TABLE } from '@/domain/kit-states';
import { StatusFilter } from './status-filter';
import type { Overview, OverviewFilter, Page } from '../types';
import { usePagedList } from './use-paged-list';

export const TABS = ['orders', 'kits', 'attention', 'receiving', 'assays'] as const;
export type TabName = (typeof TABS)[number];

/** As many rows as the overview sends first, so they show at once. */
const LIST_SIZE = 50;

interface PagedSectionProps<T> {
  /** The list's paged call and the `kitlink.paging` texts naming it. */
  name: string;
  tab: TabName;
  filter: OverviewFilter;
  first: Page<T>;
  load: PageLoader<T>;
  /** What sits between the heading and the rows, e.g. the counts by state that filter them. */
  above?: ReactNode;
  children: (rows: readonly T[]) => ReactNode;
}

/** One list of the home: its heading with the total and the full list's link, then its pages. */
function PagedSection<T>({ name, tab, filter, first, load, above, children }: PagedSectionProps<T>) {
  const translate = useTranslate();
  const list = usePagedList({ name, filter, first, load, size: LIST_SIZE });
  const id = `kitlink-list-${name}`;
  return (
    <Stack component="section" spacing={2} aria-labelledby={id}>
      <ListHeading
        id={id}
        title={translate(`kitlink.tab.${tab}`, { count: formatNumber(list.shown?.total ?? first.total) })}
        seeAll={useSeeAll(name, filter)}
      />
      {above}
      <PagedRows list={list} name={name}>
        {(page) => children(page.rows)}
      </PagedRows>
    </Stack>
  );
}

const tabCount = (data: Overview, tab: TabName) =>
  tab === 'receiving' ? data.consignments.length : data[tab].total;

interface OverviewListsProps {
  data: Overview;
  filter: OverviewFilter;
  tab: TabName;
  set: (name: string, value: string) => void;
}

/** The home's lists under tabs: orders, kits, what needs attention, receiving and assays. */
export function OverviewLists({ data, filter, tab, set }: OverviewListsProps) {
  const translate = useTranslate();
  const at = { filter, tab };
  const consignments = { rows: data.consignments, total: data.consignments.length };
  return (
    <Box component="section" aria-label={translate('kitlink.lists')}>
      <Tabs
        value={tab}
        onChange={(_e, t: TabName) => set('tab', t === 'orders' ? '' : t)}
        variant="scrollable"
      >
        {TABS.map((t) => (
          <Tab key={t} value={t} label={translate(`kitlink.tab.${t}`, { count: tabCount(data, t) })} />
        ))}
      </Tabs>
      <Box sx={{ pt: 2 }}>
        {tab === 'attention' && (
          <PagedSection name="attention" {...at} first={data.attention} load={loadAttention}>
            {(rows) => <AttentionList rows={rows} />}
          </PagedSection>
        )}
        {tab === 'orders' && (
          <PagedSection
            name="orders"
            {...at}
            first={data.orders}
            load={loadOrders}
            above={
              <StatusFilter
                table={ORDER_TABLE}
                counts={data.counts.orders}
                value={filter.order_status ?? ''}
                onChange={(v) => set('order_status', v)}
              />
            }
          >
            {(rows) => (
              <DataTable rows={rows} label={translate('kitlink.orders_table')} columns={ORDER_LIST} />
            )}
          </PagedSection>
        )}
        {tab === 'kits' && (
          <PagedSection
            name="kits"
            {...at}
            first={data.kits}
            load={loadKits}
            above={
              <StatusFilter
                table={KIT_TABLE}
                counts={data.counts.kits}
                value={filter.kit_status ?? ''}
                onChange={(v) => set('kit_status', v)}
              />
            }
          >
            {(rows) => <DataTable rows={rows} label={translate('kitlink.kits_table')} columns={KIT_LIST} />}
          </PagedSection>
        )}
        {tab === 'assays' && (
          <PagedSection name="assays" {...at} first={data.assays} load={loadAssays}>
            {(rows) => (
              <DataTable rows={rows} label={translate('kitlink.assays_table')} columns={ASSAY_LIST} />
            )}
          </PagedSection>
        )}
        {tab === 'receiving' && (
          <PagedSection name="consignments" {...at} first={consignments} load={loadConsignments}>
            {(rows) => <ConsignmentList rows={rows} />}
          </PagedSection>
        )}
      </Box>
    </Box>
  );
}
