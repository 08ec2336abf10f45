import './texts';
import { Alert, Box, Button, Stack, Tab, Tabs, Typography } from '@mui/material';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useTranslate } from 'react-admin';
import { Link as RouterLink, useSearchParams } from 'react-router-dom';
import { usePermissionCheck } from '@/auth';
import { PERM } from '@/auth/permission-names';
import { ExtensionUnavailableError, retryUnlessFinal } from '@/http';
import { usePageTitle } from '@/ui';
import { getOverview, kitlinkKeys } from './api';
import { ApprovalQueue } from './approval-queue';
import { AttentionList } from './attention-list';
import { ASSAY_LIST, KIT_LIST, ORDER_LIST } from './columns';
import { ConsignmentList } from './consignment-list';
import { DataTable } from './data-table';
import { OverviewFilters } from './overview-filters';
import { QueryState } from '@/ui/query-state';
import { KIT_TABLE, ORDER_TABLE } from './states';
import { StateList } from './status-filter';
import type { Overview, OverviewFilter } from './types';

const TABS = ['orders', 'kits', 'attention', 'receiving', 'assays'] as const;
type TabName = (typeof TABS)[number];
const FILTERS = ['study_id', 'lab_id', 'from', 'to', 'order_status', 'kit_status'] as const;

const tabCount = (data: Overview, tab: TabName) =>
  tab === 'receiving' ? data.consignments.length : data[tab].total;

/** `/kitlink`: approvals waiting on top, then orders, kits, what needs attention, receiving and assays. */
export default function OverviewPage() {
  const translate = useTranslate();
  usePageTitle(translate('kitlink.title'));
  const mayOrder = usePermissionCheck()([PERM.orders]);
  const [params, setParams] = useSearchParams();
  const tab: TabName = TABS.find((t) => t === params.get('tab')) ?? 'orders';
  const filter: OverviewFilter = Object.fromEntries(
    FILTERS.flatMap((f) => (params.get(f) ? [[f, params.get(f)]] : [])),
  );
  const overview = useQuery({
    queryKey: kitlinkKeys.overview(filter),
    queryFn: () => getOverview(filter),
    placeholderData: keepPreviousData,
    retry: retryUnlessFinal,
  });
  const set = (name: string, value: string) =>
    setParams(
      (p) => {
        const next = new URLSearchParams(p);
        if (value) next.set(name, value);
        else next.delete(name);
        return next;
      },
      { replace: name !== 'tab' },
    );
  return (
    <Stack spacing={3} sx={{ p: 2 }}>
      <Stack direction="row" justifyContent="space-between" alignItems="center">
        <Typography variant="h4" component="h1">
          {translate('kitlink.title')}
        </Typography>
        {mayOrder && (
          <Button component={RouterLink} to="/kitlink/create-order" variant="contained">
            {translate('kitlink.create_order')}
          </Button>
        )}
      </Stack>
      {overview.error instanceof ExtensionUnavailableError ? (
        // The overview has no spec equivalent: the home says so plainly, with no Try again.
        <Alert severity="info" role="status">
          {translate('kitlink.not_offered.overview')}
        </Alert>
      ) : (
        <QueryState {...overview}>
          {() => {
            const data = overview.data!;
            return (
              <>
                <OverviewFilters filter={filter} studies={data.studies} labs={data.labs} onChange={set} />
                <ApprovalQueue queue={data.approvals} />
                <Box component="section" aria-label={translate('kitlink.lists')}>
                  <Tabs
                    value={tab}
                    onChange={(_e, t: TabName) => set('tab', t === 'orders' ? '' : t)}
                    variant="scrollable"
                  >
                    {TABS.map((t) => (
                      <Tab
                        key={t}
                        value={t}
                        label={translate(`kitlink.tab.${t}`, { count: tabCount(data, t) })}
                      />
                    ))}
                  </Tabs>
                  <Stack spacing={2} sx={{ pt: 2 }}>
                    {tab === 'attention' && <AttentionList rows={data.attention.rows} />}
                    {tab === 'orders' && (
                      <StateList
                        table={ORDER_TABLE}
                        counts={data.counts.orders}
                        value={filter.order_status ?? ''}
                        onChange={(v) => set('order_status', v)}
                        rows={data.orders.rows}
                        label={translate('kitlink.orders_table')}
                        columns={ORDER_LIST}
                      />
                    )}
                    {tab === 'kits' && (
                      <StateList
                        table={KIT_TABLE}
                        counts={data.counts.kits}
                        value={filter.kit_status ?? ''}
                        onChange={(v) => set('kit_status', v)}
                        rows={data.kits.rows}
                        label={translate('kitlink.kits_table')}
                        columns={KIT_LIST}
                      />
                    )}
                    {tab === 'assays' && (
                      <DataTable
                        rows={data.assays.rows}
                        label={translate('kitlink.assays_table')}
                        columns={ASSAY_LIST}
                      />
                    )}
                    {tab === 'receiving' && <ConsignmentList rows={data.consignments} />}
                  </Stack>
                </Box>
              </>
            );
          }}
        </QueryState>
      )}
    </Stack>
  );
}
