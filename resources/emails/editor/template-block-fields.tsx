import '../texts';
import { Link, List, ListItem, MenuItem, Stack, TextField, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useTranslate } from 'react-admin';
import { Link as RouterLink } from 'react-router-dom';
import { emailKeys, getBlockUsage } from '../api';
import type { LibraryEntry } from '../use-library';

/** Which template block is inserted, and the templates that insert it too. */
export function TemplateBlockFields({
  value,
  entries,
  onChange,
}: {
  value: number;
  entries: LibraryEntry[];
  onChange(id: number): void;
}) {
  const translate = useTranslate();
  const usage = useQuery({
    queryKey: emailKeys.usage(value),
    queryFn: () => getBlockUsage(value),
    enabled: value > 0,
  });
  return (
    <Stack spacing={1}>
      <TextField
        select
        size="small"
        label={translate('emails.editor.template_block')}
        value={value > 0 ? value : ''}
        onChange={(e) => onChange(Number(e.target.value))}
      >
        {entries.map((e) => (
          <MenuItem key={e.id} value={e.id}>
            {e.name}
          </MenuItem>
        ))}
      </TextField>
      {usage.data && (
        <>
          <Typography variant="subtitle2" component="h4">
            {translate('emails.editor.where_used', { smart_count: usage.data.length })}
          </Typography>
          <List dense disablePadding>
            {usage.data.map((t) => (
              <ListItem key={t.id} disableGutters>
                <Link component={RouterLink} to={`/templates/${t.id}`}>
                  {t.name ?? `#${String(t.id)}`}
                </Link>
              </ListItem>
            ))}
          </List>
        </>
      )}
    </Stack>
  );
}
