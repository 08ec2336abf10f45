import './texts';
import { Box, List, ListItem, ListItemText, Paper, Typography } from '@mui/material';
import { useId } from 'react';
import { useTranslate } from 'react-admin';
import type { EntityAccess } from './role-access-preview';
import { RoleAccessList } from './role-access-list';
import type { PreviewEntry } from './role-preview';

/**
 * The menu a holder of exactly the ticked permissions would get, with where each entry leads, then
 * the Data screens and actions it would have.
 */
export function RolePreviewPanel({
  entries,
  access,
}: {
  entries: readonly PreviewEntry[];
  access: readonly EntityAccess[];
}) {
  const translate = useTranslate();
  const headingId = useId();
  return (
    <Paper
      variant="outlined"
      component="section"
      aria-labelledby={headingId}
      // Sticky beside the checklist, so it scrolls inside itself rather than past the window; it
      // takes focus so the keyboard can scroll it too (it holds nothing focusable of its own).
      tabIndex={0}
      sx={{ p: 2, maxHeight: { md: 'calc(100vh - 80px)' }, overflowY: { md: 'auto' } }}
    >
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
      <RoleAccessList access={access} />
    </Paper>
  );
}
