import './texts';
import { Box, Button, MenuItem, Stack, Tab, Tabs, TextField, Typography } from '@mui/material';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useTranslate } from 'react-admin';
import { Link as RouterLink, useSearchParams } from 'react-router-dom';
import { usePageTitle } from '@/ui';
import { getOverview, kitlinkKeys } from './api';
import { AssayTable } from './assay-table';
import { KitTable } from './kit-table';
import { OrderTable } from './order-table';
import { QueryState } from './query-state';
import { KIT_TABLE, ORDER_TABLE } from './states';
import { StatusFilter } from './status-filter';
import { TransitionButtons } from './transition-buttons';
import type { OverviewFilter } from './types';

const TABS = ['orders', 'kits', 'assays'] as const;
type TabName = (typeof TABS)[number];
const QUEUE_ACTIONS = ['approve', 'reject'];

/** `/kitlink`: approvals waiting on top, then orders, kits and assays across studies. */
export default function OverviewPage() {
  const translate = useTranslate();
  usePageTitle(translate('kitlink.title'));
  const [params, setParams] = useSearchParams();
  const tab: TabName = TABS.find((t) => t === params.get('tab')) ?? 'orders';
  const filter: OverviewFilter = {
    study_id: params.get('study_id') ?? undefined,
    order_status: params.get('order_status') ?? undefined,
    kit_status: params.get('kit_status') ?? undefined,
  };
  const overview = useQuery({
    queryKey: kitlinkKeys.overview(filter),
    queryFn: () => getOverview(filter),
    placeholderData: keepPreviousData,
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
        <Button component={RouterLink} to="/kitlink/create-order" variant="contained">
          {translate('kitlink.create_order')}
        </Button>
      </Stack>
      <QueryState {...overview}>
        {() => {
          const data = overview.data!;
          return (
            <>
              <TextField
                select
                size="small"
                sx={{ maxWidth: 360 }}
                label={translate('kitlink.filter_study')}
                slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }}
                value={filter.study_id ?? ''}
                onChange={(e) => set('study_id', e.target.value)}
              >
                <MenuItem value="">{translate('kitlink.all_studies')}</MenuItem>
                {data.studies.map((s) => (
                  <MenuItem key={s.id} value={String(s.id)}>
                    {s.name}
                  </MenuItem>
                ))}
              </TextField>
              <Box component="section" aria-labelledby="kitlink-approvals">
                <Typography id="kitlink-approvals" variant="h6" component="h2">
                  {translate('kitlink.approvals', { count: data.approvals.total })}
                </Typography>
                {data.approvals.total === 0 ? (
                  <Typography color="text.secondary">{translate('kitlink.no_approvals')}</Typography>
                ) : (
                  <OrderTable
                    rows={data.approvals.rows}
                    label={translate('kitlink.approvals_table')}
                    actions={(o) => (
                      <TransitionButtons
                        table={ORDER_TABLE}
                        id={o.id}
                        state={o.status}
                        subjectLabel={o.order_number}
                        only={QUEUE_ACTIONS}
                        size="small"
                      />
                    )}
                  />
                )}
              </Box>
              <Box component="section">
                <Tabs value={tab} onChange={(_e, t: TabName) => set('tab', t === 'orders' ? '' : t)}>
                  {TABS.map((t) => (
                    <Tab key={t} value={t} label={translate(`kitlink.tab.${t}`, { count: data[t].total })} />
                  ))}
                </Tabs>
                <Stack spacing={2} sx={{ pt: 2 }}>
                  {tab === 'orders' && (
                    <>
                      <StatusFilter
                        table={ORDER_TABLE}
                        counts={data.counts.orders}
                        value={filter.order_status ?? ''}
                        onChange={(s) => set('order_status', s)}
                      />
                      <OrderTable rows={data.orders.rows} label={translate('kitlink.orders_table')} />
                    </>
                  )}
                  {tab === 'kits' && (
                    <>
                      <StatusFilter
                        table={KIT_TABLE}
                        counts={data.counts.kits}
                        value={filter.kit_status ?? ''}
                        onChange={(s) => set('kit_status', s)}
                      />
                      <KitTable rows={data.kits.rows} label={translate('kitlink.kits_table')} />
                    </>
                  )}
                  {tab === 'assays' && (
                    <AssayTable rows={data.assays.rows} label={translate('kitlink.assays_table')} />
                  )}
                </Stack>
              </Box>
            </>
          );
        }}
      </QueryState>
    </Stack>
  );
}
