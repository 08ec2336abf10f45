import './texts';
import { Button, Chip, Link, Paper, Stack, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useTranslate } from 'react-admin';
import { Link as RouterLink } from 'react-router-dom';
import { formatDate, formatDateTime } from '@/i18n';
import { usePermissionCheck } from '@/auth';
import { PERM } from '@/auth/permission-names';
import { getUserSummary, userKeys } from './api';
import { cohortKeys, getCohort } from './cohort-api';
import { Facts } from './facts';
import { KitsAndOrders, OrdersInProgress } from './kits-and-orders';
import { QueryState } from '@/ui/query-state';
import type { UserRecord } from './types';
import { userTabPath } from './user-tabs';

/** Who this is at a glance, what is waiting on staff, and the day's usual next steps. */
export function OverviewTab({ user }: { user: UserRecord }) {
  const translate = useTranslate();
  const summary = useQuery({ queryKey: userKeys.summary(user.id), queryFn: () => getUserSummary(user.id) });
  const mayReadCohorts = usePermissionCheck()([PERM.cohorts]);
  const cohort = useQuery({
    queryKey: cohortKeys.cohort(String(user.cohort)),
    queryFn: () => getCohort(String(user.cohort)),
    enabled: mayReadCohorts && user.cohort != null,
  });
  const field = (f: string) => translate(`resources.users.fields.${f}`);
  return (
    <Stack spacing={2}>
      <Stack
        direction="row"
        spacing={1}
        useFlexGap
        flexWrap="wrap"
        aria-label={translate('users.quick_actions')}
        role="group"
      >
        <Button
          variant="contained"
          component={RouterLink}
          to={userTabPath(user.id, 'calls')}
          state={{ logCall: true }}
        >
          {translate('users.calls.log')}
        </Button>
        <Button variant="outlined" component={RouterLink} to={userTabPath(user.id, 'documents')}>
          {translate('users.documents.upload')}
        </Button>
        <Button variant="outlined" component={RouterLink} to={`/impersonate?user_id=${user.id}`}>
          {translate('users.act_as')}
        </Button>
      </Stack>
      <Paper variant="outlined" sx={{ p: 2 }}>
        <Facts
          items={[
            [field('fullname'), user.fullname],
            [
              field('email'),
              <>
                {user.email}{' '}
                <Chip
                  size="small"
                  color={user.email_validated ? 'success' : 'warning'}
                  label={translate(user.email_validated ? 'users.validated' : 'users.not_validated')}
                />
              </>,
            ],
            [
              field('cohort'),
              user.cohort == null ? null : mayReadCohorts ? (
                <Link component={RouterLink} to={`/cohorts/${user.cohort}`}>
                  {cohort.data?.name ?? `#${user.cohort}`}
                </Link>
              ) : (
                `#${user.cohort}`
              ),
            ],
            [field('registration_source'), user.registration_source],
            [translate('users.registered_at'), formatDate(user.created_at)],
          ]}
        />
      </Paper>
      <QueryState data={summary.data} isError={summary.isError} refetch={summary.refetch}>
        {(s) => (
          <Paper variant="outlined" sx={{ p: 2 }}>
            <Facts
              items={[
                [
                  translate('users.overview.studies'),
                  !s.enrolments?.length
                    ? translate('users.overview.no_studies')
                    : s.enrolments
                        .map(
                          (e) =>
                            `${e.study_title ?? '—'} (${e.status ? translate(`users.enrolment_state.${e.status}`, { _: e.status }) : '—'})`,
                        )
                        .join('; '),
                ],
                [
                  translate('users.overview.last_call'),
                  s.last_call ? (
                    <Link component={RouterLink} to={`/users/${user.id}/call/${s.last_call.id}`}>
                      {translate('users.overview.last_call_text', {
                        when: formatDateTime(s.last_call.called_at),
                        outcome: s.last_call.status_label ?? '—',
                      })}
                    </Link>
                  ) : (
                    translate('users.overview.no_calls')
                  ),
                ],
                [
                  translate('users.overview.awaiting_review'),
                  <Link component={RouterLink} to={userTabPath(user.id, 'documents')}>
                    {s.documents_awaiting_review == null
                      ? '—'
                      : translate('users.overview.awaiting_count', {
                          smart_count: s.documents_awaiting_review,
                        })}
                  </Link>,
                ],
                [
                  translate('users.overview.orders'),
                  !s.orders_in_progress?.length ? (
                    translate('users.overview.no_orders')
                  ) : (
                    <OrdersInProgress orders={s.orders_in_progress} />
                  ),
                ],
              ]}
            />
          </Paper>
        )}
      </QueryState>
      <KitsAndOrders userId={user.id} />
      {user.updated_at && (
        <Typography variant="body2" color="text.secondary">
          {translate('users.overview.updated', { when: formatDateTime(user.updated_at) })}
        </Typography>
      )}
    </Stack>
  );
}
