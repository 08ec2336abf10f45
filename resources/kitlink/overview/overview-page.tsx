import '../texts';
import { Alert, Button, Stack, Typography } from '@mui/material';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useTranslate } from 'react-admin';
import { Link as RouterLink, useSearchParams } from 'react-router-dom';
import { usePermissionCheck } from '@/auth';
import { PERM } from '@/auth/permission-names';
import { ExtensionUnavailableError, retryUnlessFinal } from '@/http';
import { usePageTitle } from '@/ui';
import { getOverview, kitlinkKeys } from '../api';
import { ApprovalQueue, useMayDecideRequests } from './approval-queue';
import { OverviewFilters } from './overview-filters';
import { QueryState } from '@/ui/query-state';
import { OverviewLists, TABS, type TabName } from './overview-lists';
import type { OverviewFilter } from '../types';

const FILTERS = ['study_id', 'lab_id', 'from', 'to', 'order_status', 'kit_status'] as const;

/**
 * `/kitlink`: requests waiting for approval on top (for those who may decide them), then orders,
 * kits, what needs attention, receiving and assays.
 */
export default function OverviewPage() {
  const translate = useTranslate();
  usePageTitle(translate('kitlink.title'));
  const mayOrder = usePermissionCheck()([PERM.orders]);
  const mayDecide = useMayDecideRequests();
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
                {mayDecide && <ApprovalQueue first={data.approvals} filter={filter} />}
                <OverviewLists data={data} filter={filter} tab={tab} set={set} />
              </>
            );
          }}
        </QueryState>
      )}
    </Stack>
  );
}
