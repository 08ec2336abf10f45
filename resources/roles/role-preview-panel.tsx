import './texts';
import { Box, List, ListItem, ListItemText, Paper, Typography } from '@mui/material';
import { useId } from 'react';
import { useTranslate } from 'react-admin';
import type { PreviewEntry } from './role-preview';

/** The menu a holder of exactly the ticked permissions would get, with where each entry leads. */
export function RolePreviewPanel({ entries }: { entries: readonly PreviewEntry[] }) {
  const translate = useTranslate();
  const headingId = useId();
  return (
    <Paper variant="outlined" component="section" aria-labelledby={headingId} sx={{ p: 2 }}>
      <Typography id={headingId} variant="h6" component="h2">
        {translate('roles.preview.title')}
      </Typography>
      <Typography variant="body2" color="text.secondary" aria-live="polite">
        {translate('roles.preview.count', { smart_count: entries.length })}
      </Typography>
      {entries.length > 0 && (
        <List dense aria-label={translate('roles.preview.menu')}>
          {entries.map((e) => (
            <ListItem key={e.id} disableGutters>
              <ListItemText
                primary={translate(e.label)}
                secondary={e.href}
                slotProps={{ secondary: { sx: { fontFamily: 'monospace' } } }}
              />
            </ListItem>
          ))}
        </List>
      )}
      {entries.length === 0 && (
        <Box sx={{ mt: 1 }}>
          <Typography>{translate('roles.preview.empty')}</Typography>
        </Box>
      )}
    </Paper>
  );
}
