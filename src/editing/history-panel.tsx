import './texts';
import { Alert, Button, List, ListItem, ListItemText, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useId } from 'react';
import { useTranslate } from 'react-admin';
import { queryKeys } from '@/data/query-keys';
import { formatDateTime } from '@/i18n';
import type { EditingAdapter, EditingEvent, EditingEventKind, EditingId } from './types';

const SENTENCES: Record<EditingEventKind, string> = {
  'checked-out': 'app.editing.history.checked_out',
  'taken-over': 'app.editing.history.taken_over',
  unlocked: 'app.editing.history.unlocked',
  discarded: 'app.editing.history.discarded',
  published: 'app.editing.history.published',
};

/** The query key of a record's lifecycle events: under the entity, so invalidating it refreshes them. */
export const historyKey = (resource: string, id: EditingId) =>
  queryKeys(resource).custom('editing-history', String(id));

function EventLine({ event }: { event: EditingEvent }) {
  const translate = useTranslate();
  const who = event.actorName || translate('app.editing.lock.user', { id: event.actorId });
  const version = event.version ?? '';
  const key =
    event.kind === 'published' && version === ''
      ? 'app.editing.history.published_unnumbered'
      : SENTENCES[event.kind];
  const what = translate(key, { who, version });
  const when = formatDateTime(event.at);
  return (
    <ListItem disableGutters>
      <ListItemText
        primary={what}
        secondary={event.note ? translate('app.editing.history.with_note', { when, note: event.note }) : when}
      />
    </ListItem>
  );
}

/** Who checked out, took over, checked in, discarded and published the record, newest first. */
export function HistoryPanel<T>({ adapter, id }: { adapter: EditingAdapter<T>; id: EditingId }) {
  const translate = useTranslate();
  const headingId = useId();
  const { data, isPending, isError, refetch } = useQuery({
    queryKey: historyKey(adapter.resource, id),
    queryFn: () => adapter.history(id),
  });
  const events = [...(data ?? [])].sort((a, b) => Date.parse(b.at) - Date.parse(a.at));
  return (
    <section aria-labelledby={headingId}>
      <Typography id={headingId} variant="h6" component="h2">
        {translate('app.editing.history.title')}
      </Typography>
      {isPending && <Typography variant="body2">{translate('app.editing.history.loading')}</Typography>}
      {isError && (
        <Alert
          severity="error"
          action={
            <Button color="inherit" size="small" onClick={() => void refetch()}>
              {translate('app.editing.history.retry')}
            </Button>
          }
        >
          {translate('app.editing.history.failed')}
        </Alert>
      )}
      {!isPending && !isError && events.length === 0 && (
        <Typography variant="body2">{translate('app.editing.history.empty')}</Typography>
      )}
      {events.length > 0 && (
        <List dense aria-labelledby={headingId}>
          {events.map((event) => (
            <EventLine key={event.id} event={event} />
          ))}
        </List>
      )}
    </section>
  );
}
