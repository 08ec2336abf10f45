import './texts';
import { Link, Paper, Stack, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useTranslate } from 'react-admin';
import { Link as RouterLink, useParams } from 'react-router-dom';
import { formatDate, formatDateTime } from '@/i18n';
import { usePageTitle } from '@/ui';
import { getCall, userKeys } from './api';
import { CallStatusSelect } from './call-status-select';
import { Facts } from './facts';
import { QueryState } from '@/ui/query-state';
import { userTabPath } from './user-tabs';

/** `/users/{user_id}/call/{call_id}`: one call on its own page. */
export default function CallPage() {
  const translate = useTranslate();
  const params = useParams();
  const userId = params.user_id ?? '';
  const callId = params.call_id ?? '';
  usePageTitle(translate('users.calls.page_title', { id: callId }));
  const call = useQuery({ queryKey: userKeys.call(callId), queryFn: () => getCall(callId) });
  const label = (k: string) => translate(`users.calls.column.${k}`);
  return (
    <Stack spacing={2} sx={{ p: 2 }}>
      <Link component={RouterLink} to={userTabPath(userId, 'calls')}>
        {translate('users.calls.back')}
      </Link>
      <Typography variant="h4" component="h1">
        {translate('users.calls.page_title', { id: callId })}
      </Typography>
      <QueryState data={call.data} isError={call.isError} refetch={call.refetch}>
        {(c) => (
          <Paper variant="outlined" sx={{ p: 2 }}>
            <Stack spacing={2}>
              <Facts
                items={[
                  [label('called_at'), formatDateTime(c.called_at)],
                  [label('type'), c.type_label],
                  [label('caller'), c.caller_name],
                  [
                    label('duration'),
                    c.duration_seconds == null
                      ? null
                      : translate('users.calls.minutes', {
                          smart_count: Math.max(1, Math.round(c.duration_seconds / 60)),
                        }),
                  ],
                  [label('follow_up'), c.follow_up_on ? formatDate(c.follow_up_on) : null],
                  [label('notes'), c.notes],
                ]}
              />
              <CallStatusSelect call={c} />
            </Stack>
          </Paper>
        )}
      </QueryState>
    </Stack>
  );
}
