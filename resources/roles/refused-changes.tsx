import './texts';
import { Alert, AlertTitle, Box, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { RefusedChange } from './use-role-editor';

interface RefusedChangesProps {
  refused: readonly RefusedChange[];
  nameOf: ReadonlyMap<string, string>;
}

/** What the last save could not do, each named with the server's words; the rest was saved. */
export function RefusedChanges({ refused, nameOf }: RefusedChangesProps) {
  const translate = useTranslate();
  if (refused.length === 0) return null;
  return (
    <Alert severity="error" sx={{ mb: 2 }}>
      <AlertTitle>{translate('roles.refused.title', { smart_count: refused.length })}</AlertTitle>
      <Box component="ul" sx={{ m: 0, pl: 3 }}>
        {refused.map((r) => (
          <Typography component="li" variant="body2" key={`${r.action}-${r.permission}`}>
            {translate(`roles.refused.${r.action}`, {
              name: nameOf.get(r.permission) ?? r.permission,
              message: r.message,
            })}
          </Typography>
        ))}
      </Box>
      <Typography variant="body2" sx={{ mt: 1 }}>
        {translate('roles.refused.kept')}
      </Typography>
    </Alert>
  );
}
