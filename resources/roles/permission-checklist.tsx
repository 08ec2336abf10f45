import './texts';
import { Box, Checkbox, FormControlLabel, FormGroup, TextField, Typography } from '@mui/material';
import { memo, useId, useMemo, useState } from 'react';
import { useTranslate } from 'react-admin';
import type { MenuEntry } from '@/shell/menu';
import { entriesUnlockedBy, groupPermissions, type Permission } from './permission-groups';

export interface PermissionChecklistProps {
  permissions: readonly Permission[];
  ticked: ReadonlySet<string>;
  menu: readonly MenuEntry[];
  onToggle: (permissionId: string, on: boolean) => void;
}

/** The role's permissions grouped by prefix, searchable by name or description. */
export function PermissionChecklist({ permissions, ticked, menu, onToggle }: PermissionChecklistProps) {
  const translate = useTranslate();
  const [query, setQuery] = useState('');
  const groups = useMemo(() => groupPermissions(permissions, query), [permissions, query]);
  const opens = (name: string) => {
    const entries = entriesUnlockedBy(name, menu);
    if (entries.length === 0) return undefined;
    if (entries.length === menu.length) return translate('roles.opens_all');
    return translate('roles.opens', { screens: entries.map((e) => translate(e.label)).join(', ') });
  };
  return (
    <Box>
      <TextField
        type="search"
        size="small"
        fullWidth
        label={translate('roles.search')}
        value={query}
        onChange={(e) => setQuery(e.target.value)}
        sx={{ mb: 2 }}
      />
      {groups.length === 0 && <Typography color="text.secondary">{translate('roles.no_match')}</Typography>}
      {groups.map((g) => (
        <Box component="fieldset" key={g.prefix} sx={{ border: 0, p: 0, m: 0, mb: 2 }}>
          <Typography component="legend" variant="subtitle2" sx={{ fontFamily: 'monospace' }}>
            {`${g.prefix}.*`}
          </Typography>
          <FormGroup>
            {g.permissions.map((p) => (
              <PermissionItem
                key={p.id}
                permission={p}
                checked={ticked.has(p.id)}
                unlocks={opens(p.name)}
                onToggle={onToggle}
              />
            ))}
          </FormGroup>
        </Box>
      ))}
    </Box>
  );
}

interface PermissionItemProps {
  permission: Permission;
  checked: boolean;
  unlocks: string | undefined;
  onToggle: (permissionId: string, on: boolean) => void;
}

/** The box is named by the permission; what it is and what it opens describe it. Memoised: a tick re-renders one row. */
const PermissionItem = memo(function PermissionItem({
  permission: p,
  checked,
  unlocks,
  onToggle,
}: PermissionItemProps) {
  const describedBy = useId();
  return (
    <Box sx={{ my: 0.25 }}>
      <FormControlLabel
        sx={{ my: 0 }}
        control={
          <Checkbox
            size="small"
            checked={checked}
            onChange={(e) => onToggle(p.id, e.target.checked)}
            slotProps={{ input: { 'aria-describedby': describedBy } }}
          />
        }
        label={<Typography sx={{ fontFamily: 'monospace', fontSize: '0.875rem' }}>{p.name}</Typography>}
      />
      <Box id={describedBy} sx={{ pl: 4, mt: -0.75 }}>
        {p.description && (
          <Typography variant="body2" color="text.secondary">
            {p.description}
          </Typography>
        )}
        {unlocks && (
          <Typography variant="body2" color="primary">
            {unlocks}
          </Typography>
        )}
      </Box>
    </Box>
  );
});
