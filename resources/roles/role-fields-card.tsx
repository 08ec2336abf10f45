import './texts';
import { Box, Paper, TextField, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';

export interface RoleFieldsCardProps {
  fields: { name: string; description: string };
  /** The spec keeps its meaning unstated, so it is shown as stored and not edited here. */
  policy: unknown;
  onChange: (field: 'name' | 'description', value: string) => void;
}

export function RoleFieldsCard({ fields, policy, onChange }: RoleFieldsCardProps) {
  const translate = useTranslate();
  return (
    <Paper variant="outlined" sx={{ p: 2, display: 'grid', gap: 2 }}>
      <TextField
        label={translate('resources.roles.fields.name')}
        value={fields.name}
        required
        size="small"
        error={fields.name.trim().length < 2}
        helperText={fields.name.trim().length < 2 ? translate('roles.name_short') : undefined}
        onChange={(e) => onChange('name', e.target.value)}
      />
      <TextField
        label={translate('resources.roles.fields.description')}
        value={fields.description}
        multiline
        minRows={2}
        size="small"
        onChange={(e) => onChange('description', e.target.value)}
      />
      <Box>
        <Typography variant="subtitle2" component="h2">
          {translate('resources.roles.fields.restriction_policy')}
        </Typography>
        <Typography component="pre" sx={{ fontFamily: 'monospace', fontSize: '0.8125rem', m: 0 }}>
          {policy === null || policy === undefined
            ? translate('roles.no_policy')
            : JSON.stringify(policy, null, 2)}
        </Typography>
      </Box>
    </Paper>
  );
}
