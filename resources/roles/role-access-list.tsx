import './texts';
import { Box, Typography } from '@mui/material';
import { useGetResourceLabel, useTranslate } from 'react-admin';
import { DataTable } from '@/ui';
import { PREVIEW_ACTIONS, type EntityAccess } from './role-access-preview';

/**
 * Beside the menu: the Data group's screens the role opens, and per screen the actions it may take
 * (create, edit, delete, publish, send), read from the same rules the screens and servers apply.
 */
export function RoleAccessList({ access }: { access: readonly EntityAccess[] }) {
  const translate = useTranslate();
  const labelOf = useGetResourceLabel();
  const data = access.filter((a) => a.data);
  const acting = access.filter((a) => a.actions.length > 0);
  return (
    <Box sx={{ mt: 2 }}>
      <Typography variant="subtitle1" component="h3">
        {translate('roles.preview.data_title', { smart_count: data.length })}
      </Typography>
      <Typography variant="body2" aria-live="polite">
        {data.length > 0
          ? data.map((a) => labelOf(a.name, 2)).join(', ')
          : translate('roles.preview.data_none')}
      </Typography>
      <Typography variant="subtitle1" component="h3" sx={{ mt: 2 }}>
        {translate('roles.preview.actions_title')}
      </Typography>
      {acting.length === 0 ? (
        <Typography variant="body2">{translate('roles.preview.actions_none')}</Typography>
      ) : (
        <DataTable
          rows={acting}
          rowId={(a) => a.name}
          label={translate('roles.preview.actions_title')}
          columns={[
            {
              id: 'screen',
              header: translate('roles.preview.screen'),
              rowHeader: true,
              cell: (a) => labelOf(a.name, 2),
            },
            {
              id: 'actions',
              header: translate('roles.preview.actions'),
              cell: (a) =>
                PREVIEW_ACTIONS.filter((x) => a.actions.includes(x))
                  .map((x) => translate(`roles.preview.action.${x}`))
                  .join(', '),
            },
          ]}
        />
      )}
    </Box>
  );
}
