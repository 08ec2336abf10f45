import './texts';
import { Checkbox, FormControlLabel, MenuItem, TextField } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useTranslate } from 'react-admin';
import { queryKeys } from '@/data';
import { getPartners, getRoles } from './api';
import type { NewUserDraft } from './new-user-rules';

interface StaffFieldsProps {
  draft: NewUserDraft;
  edit: (next: NewUserDraft) => void;
  roleError?: string;
  partnerError?: string;
}

/** Roles, partner and the site flag of a new staff member. */
export function StaffFields({ draft, edit, roleError, partnerError }: StaffFieldsProps) {
  const translate = useTranslate();
  const roles = useQuery({
    queryKey: queryKeys('roles').custom('choices'),
    queryFn: getRoles,
    staleTime: 300_000,
  });
  const partners = useQuery({
    queryKey: queryKeys('partners').custom('choices'),
    queryFn: getPartners,
    staleTime: 300_000,
  });
  const label = (f: string) => translate(`resources.users.fields.${f}`);
  return (
    <>
      <TextField
        select
        required
        label={label('role_list')}
        value={roles.data ? draft.role_list : []}
        onChange={(e) => {
          const v = e.target.value as unknown;
          edit({ ...draft, role_list: Array.isArray(v) ? v.map(String) : String(v).split(',') });
        }}
        slotProps={{ select: { multiple: true } }}
        error={Boolean(roleError)}
        helperText={roleError}
      >
        {(roles.data ?? []).map((r) => (
          <MenuItem key={r.id} value={String(r.id)}>
            {r.name}
          </MenuItem>
        ))}
      </TextField>
      <TextField
        select
        label={label('partner_id')}
        value={partners.data ? draft.partner_id : ''}
        onChange={(e) => edit({ ...draft, partner_id: e.target.value })}
        error={Boolean(partnerError)}
        helperText={partnerError}
      >
        <MenuItem value="">{translate('users.security.no_partner')}</MenuItem>
        {(partners.data ?? []).map((p) => (
          <MenuItem key={p.id} value={String(p.id)}>
            {p.name}
          </MenuItem>
        ))}
      </TextField>
      <FormControlLabel
        control={
          <Checkbox checked={draft.is_site} onChange={(e) => edit({ ...draft, is_site: e.target.checked })} />
        }
        label={label('is_site')}
      />
    </>
  );
}
