import './texts';
import { MenuItem, Stack, TextField } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { LookupOption } from './use-lookup';

export interface FilterValues {
  status_id: string;
  admin_status_id: string;
  q: string;
}

function LookupSelect(props: {
  label: string;
  value: string;
  options: readonly LookupOption[];
  onChange: (value: string) => void;
}) {
  const translate = useTranslate();
  return (
    <TextField
      select
      size="small"
      label={props.label}
      value={props.value}
      onChange={(e) => props.onChange(e.target.value)}
      sx={{ minWidth: 200 }}
    >
      <MenuItem value="">{translate('sites.referrals.any')}</MenuItem>
      {props.options.map((o) => (
        <MenuItem key={o.id} value={o.id}>
          {o.label}
        </MenuItem>
      ))}
    </TextField>
  );
}

/** Narrows the referrals by status, admin status and subject id; kept in memory, never in the URL. */
export function ReferralFilters(props: {
  value: FilterValues;
  statuses: readonly LookupOption[];
  adminStatuses: readonly LookupOption[];
  onChange: (next: FilterValues) => void;
}) {
  const translate = useTranslate();
  const { value, onChange } = props;
  return (
    <Stack direction="row" spacing={2} useFlexGap flexWrap="wrap" sx={{ my: 2 }}>
      <TextField
        size="small"
        type="search"
        label={translate('sites.referrals.search')}
        value={value.q}
        onChange={(e) => onChange({ ...value, q: e.target.value })}
        autoComplete="off"
      />
      <LookupSelect
        label={translate('sites.referrals.status')}
        value={value.status_id}
        options={props.statuses}
        onChange={(status_id) => onChange({ ...value, status_id })}
      />
      <LookupSelect
        label={translate('sites.referrals.admin_status')}
        value={value.admin_status_id}
        options={props.adminStatuses}
        onChange={(admin_status_id) => onChange({ ...value, admin_status_id })}
      />
    </Stack>
  );
}
