import '../texts';
import { Alert, List, ListItem, ListItemText, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { formatDateTime } from '@/i18n';
import type { AnyTable } from '@/domain/kit-states';
import { actionLabel, stateLabel } from '../states';
import type { TimelineEntry } from '../types';

/**
 * The recorded transitions, oldest first: what happened, who did it, when, and the note. `null`
 * when the server offers only the spec's generic reads, which keep no timeline: it says so.
 */
export function Timeline({ table, entries }: { table: AnyTable; entries: readonly TimelineEntry[] | null }) {
  const translate = useTranslate();
  if (entries === null)
    return (
      <Alert severity="info" role="status">
        {translate('kitlink.not_offered.timeline')}
      </Alert>
    );
  return (
    <section aria-labelledby="kitlink-timeline">
      <Typography id="kitlink-timeline" variant="h6" component="h2">
        {translate('kitlink.timeline')}
      </Typography>
      <List dense aria-label={translate('kitlink.timeline')}>
        {entries.map((e) => (
          <ListItem key={`${e.at}-${e.action}`} disableGutters>
            <ListItemText
              primary={translate('kitlink.timeline_entry', {
                action:
                  e.from === null ? translate('kitlink.created') : translate(actionLabel(table, e.action)),
                state: translate(stateLabel(table, e.to)),
              })}
              secondary={[translate('kitlink.timeline_by', { by: e.by, at: formatDateTime(e.at) }), e.note]
                .filter(Boolean)
                .join(' · ')}
            />
          </ListItem>
        ))}
      </List>
    </section>
  );
}
