import './texts';
import {
  Alert,
  Button,
  Chip,
  CircularProgress,
  TableContainer,
  TablePagination,
  Typography,
} from '@mui/material';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useTranslate } from 'react-admin';
import { formatDate } from '@/i18n';
import { DataTable, usePageTitle } from '@/ui';
import { getReferrals, REFERRALS_PAGE_SIZE, sitesKeys } from './api';
import { AdminStatusDialog } from './admin-status-dialog';
import { ReferralFilters, type FilterValues } from './referral-filters';
import type { Referral, ReferralFilter } from './types';
import { useLookup } from './use-lookup';

const NO_FILTER: FilterValues = { status_id: '', admin_status_id: '', q: '' };
const SEARCH_PAUSE_MS = 300;

/** The later of two versions of the same referral (the list may not have caught up yet). */
const newer = (a: Referral | undefined, b: Referral | null) =>
  !b || (a && (a.updated_at ?? '') >= (b.updated_at ?? '')) ? a : b;

function asFilter(values: FilterValues, q: string, page: number): ReferralFilter {
  return {
    page,
    ...(values.status_id ? { status_id: values.status_id } : {}),
    ...(values.admin_status_id ? { admin_status_id: values.admin_status_id } : {}),
    ...(q ? { q } : {}),
  };
}

/** The participants referred to a site, filterable, each with its admin status and its log. */
export function ReferralsTab({ siteId, siteName }: { siteId: string; siteName: string }) {
  const translate = useTranslate();
  const heading = translate('sites.referrals.title', { name: siteName });
  usePageTitle(siteName ? heading : '');
  const statuses = useLookup('patient-statuses');
  const adminStatuses = useLookup('patient-admin-statuses');
  const [values, setValues] = useState<FilterValues>(NO_FILTER);
  const [q, setQ] = useState('');
  const [page, setPage] = useState(1);
  const [opened, setOpened] = useState<Referral | null>(null);
  useEffect(() => {
    const timer = setTimeout(() => setQ(values.q.trim()), SEARCH_PAUSE_MS);
    return () => clearTimeout(timer);
  }, [values.q]);

  const filter = asFilter(values, q, page);
  const referrals = useQuery({
    queryKey: sitesKeys.referrals(siteId, filter),
    queryFn: () => getReferrals(siteId, filter),
    placeholderData: keepPreviousData,
  });
  const rows = referrals.data?.rows ?? [];
  const total = referrals.data?.total ?? 0;
  const filtered = values.status_id !== '' || values.admin_status_id !== '' || q !== '';
  const shown = opened
    ? newer(
        rows.find((r) => r.id === opened.id),
        opened,
      )
    : undefined;

  return (
    <section aria-labelledby="referrals-heading">
      <Typography id="referrals-heading" variant="h5" component="h1">
        {heading}
      </Typography>
      <ReferralFilters
        value={values}
        statuses={statuses}
        adminStatuses={adminStatuses}
        onChange={(next) => {
          setValues(next);
          setPage(1);
        }}
      />
      {referrals.isError ? (
        <Alert
          severity="error"
          action={<Button onClick={() => void referrals.refetch()}>{translate('sites.retry')}</Button>}
        >
          {translate('sites.referrals.load_failed')}
        </Alert>
      ) : !referrals.data ? (
        <CircularProgress aria-label={translate('app.loading')} sx={{ m: 2 }} />
      ) : rows.length === 0 ? (
        <Typography color="text.secondary">
          {translate(filtered ? 'sites.referrals.none' : 'sites.referrals.empty')}
        </Typography>
      ) : (
        <TableContainer sx={{ opacity: referrals.isPlaceholderData ? 0.6 : 1 }}>
          <DataTable
            rows={rows}
            label={translate('sites.referrals.table')}
            hover
            columns={[
              { id: 'subject', header: translate('sites.referrals.subject'), cell: (r) => r.subject_id },
              { id: 'name', header: translate('sites.referrals.name'), cell: (r) => r.name },
              {
                id: 'study',
                header: translate('sites.referrals.study'),
                cell: (r) => (
                  <>
                    {r.study_site_code}
                    {r.study_title && (
                      <Typography variant="body2" color="text.secondary">
                        {r.study_title}
                      </Typography>
                    )}
                  </>
                ),
              },
              {
                id: 'status',
                header: translate('sites.referrals.status'),
                cell: (r) => r.status_label ?? '—',
              },
              {
                id: 'admin_status',
                header: translate('sites.referrals.admin_status'),
                cell: (r) =>
                  r.admin_status_label ? <Chip size="small" label={r.admin_status_label} /> : '—',
              },
              {
                id: 'referred',
                header: translate('sites.referrals.referred'),
                cell: (r) => (r.referred_at ? formatDate(r.referred_at) : '—'),
              },
              {
                id: 'open',
                // Named for screen readers only: each button's own name says whom it opens.
                header: (
                  <span style={{ position: 'absolute', left: -9999 }}>
                    {translate('sites.referrals.open_short')}
                  </span>
                ),
                cell: (r) => (
                  <Button
                    size="small"
                    aria-label={translate('sites.referrals.open', { subject: r.subject_id ?? '—' })}
                    onClick={() => setOpened(r)}
                  >
                    {translate('sites.referrals.open_short')}
                  </Button>
                ),
              },
            ]}
          />
          <TablePagination
            component="div"
            count={total}
            page={page - 1}
            rowsPerPage={REFERRALS_PAGE_SIZE}
            rowsPerPageOptions={[REFERRALS_PAGE_SIZE]}
            onPageChange={(_, p) => setPage(p + 1)}
            labelDisplayedRows={() => translate('sites.referrals.count', { smart_count: total })}
          />
        </TableContainer>
      )}
      {shown && (
        <AdminStatusDialog
          referral={shown}
          options={adminStatuses}
          onChanged={setOpened}
          onClose={() => setOpened(null)}
        />
      )}
    </section>
  );
}
