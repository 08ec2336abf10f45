import './texts';
import { MenuItem, TextField } from '@mui/material';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslate } from 'react-admin';
import { formatDateTime } from '@/i18n';
import { toast } from '@/ui';
import { changeCallStatus, getCallStatuses, userKeys } from './api';
import type { CallEntry } from './types';

/** A call's status, changed in place through `PUT /admin/calls/{id}`. */
export function CallStatusSelect({ call }: { call: CallEntry }) {
  const translate = useTranslate();
  const client = useQueryClient();
  const statuses = useQuery({
    queryKey: userKeys.callStatuses(),
    queryFn: getCallStatuses,
    staleTime: 300_000,
  });
  const change = useMutation({
    mutationFn: (statusId: number) => changeCallStatus(call.id, statusId),
    onSuccess: async () => {
      toast.show(translate('users.calls.status_changed'), 'success');
      const user = call.user_id;
      await Promise.all([
        client.invalidateQueries({ queryKey: userKeys.call(call.id) }),
        ...(user == null
          ? []
          : [
              client.invalidateQueries({ queryKey: userKeys.calls(user) }),
              client.invalidateQueries({ queryKey: userKeys.summary(user) }),
            ]),
      ]);
    },
  });
  return (
    <TextField
      select
      size="small"
      // The column heads it "Status"; a label inside the cell would be cut short to its width.
      slotProps={{
        htmlInput: {
          'aria-label': translate('users.calls.status_of', { when: formatDateTime(call.called_at) }),
        },
      }}
      value={statuses.data ? String(call.status_id ?? '') : ''}
      disabled={change.isPending || !statuses.data}
      onChange={(e) => change.mutate(Number(e.target.value))}
      sx={{ minWidth: 200 }}
    >
      {(statuses.data ?? []).map((s) => (
        <MenuItem key={s.id} value={String(s.id)}>
          {s.label}
        </MenuItem>
      ))}
    </TextField>
  );
}
