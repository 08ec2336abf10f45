import { Box, Button, Chip, ListItem, Stack, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { formatDateTime } from '@/i18n';
import { changeSentence } from './entry-words';
import type { AuditEntry } from './history-api';

interface EntryItemProps {
  entry: AuditEntry;
  entity: string;
  /** Offered when the entry changed fields the reader may write back. */
  onRevert?: (entry: AuditEntry) => void;
}

/** One audit entry: who and when, the kind of change, the reason, each change in words. */
export function EntryItem({ entry, entity, onRevert }: EntryItemProps) {
  const translate = useTranslate();
  const actor = entry.actor_name ?? `#${String(entry.actor_id)}`;
  const who = entry.on_behalf_of_id
    ? translate('audit.history.acting', {
        actor,
        target: entry.on_behalf_of_name ?? `#${String(entry.on_behalf_of_id)}`,
      })
    : actor;
  const at = formatDateTime(entry.at);
  const sentences = entry.changes.map((c) => changeSentence(translate, c, entity));
  return (
    <ListItem divider alignItems="flex-start" sx={{ display: 'block' }}>
      <Stack direction="row" spacing={1} alignItems="center" flexWrap="wrap" useFlexGap>
        <Chip size="small" label={translate(`audit.kind.${entry.kind}`, { _: entry.kind })} />
        <Typography component="span" variant="subtitle2">
          {who}
        </Typography>
        <Typography component="time" variant="body2" color="text.secondary" dateTime={entry.at}>
          {at}
        </Typography>
        <Box flexGrow={1} />
        {onRevert && (
          <Button
            size="small"
            onClick={() => onRevert(entry)}
            aria-label={translate('audit.history.revert_label', { at, actor })}
          >
            {translate('audit.history.revert')}
          </Button>
        )}
      </Stack>
      <Typography variant="body2" sx={{ mt: 0.5 }} color={entry.reason ? 'text.primary' : 'text.secondary'}>
        {entry.reason
          ? translate('audit.history.reason', { reason: entry.reason })
          : translate('audit.history.no_reason')}
      </Typography>
      {entry.signature && (
        <Typography variant="body2" sx={{ mt: 0.5 }}>
          {translate('audit.history.signed', {
            name: entry.signature.signer_name,
            at: formatDateTime(entry.signature.signed_at),
            meaning: entry.signature.meaning,
          })}
        </Typography>
      )}
      {sentences.length > 0 ? (
        <Box component="ul" sx={{ m: 0, mt: 0.5, pl: 3 }}>
          {sentences.map((s, i) => (
            <Typography component="li" variant="body2" key={i}>
              {s}
            </Typography>
          ))}
        </Box>
      ) : (
        <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5 }}>
          {translate('audit.history.no_fields', { call: entry.call })}
        </Typography>
      )}
    </ListItem>
  );
}
