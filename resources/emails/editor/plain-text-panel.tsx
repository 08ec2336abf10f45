import '../texts';
import { Button, Stack, TextField, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';

interface Props {
  value: string;
  edited: boolean;
  locale: string;
  onChange(text: string): void;
  onRegenerate(): void;
}

/** The plain-text version: generated from the blocks until someone edits it. */
export function PlainTextPanel({ value, edited, locale, onChange, onRegenerate }: Props) {
  const translate = useTranslate();
  return (
    <Stack spacing={1}>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
        <Typography variant="subtitle1" component="h3" sx={{ flexGrow: 1 }}>
          {translate('emails.editor.plain_text')}
        </Typography>
        <Typography variant="body2" color="text.secondary">
          {translate(edited ? 'emails.editor.plain_text_edited' : 'emails.editor.plain_text_generated')}
        </Typography>
        <Button size="small" disabled={!edited} onClick={onRegenerate}>
          {translate('emails.editor.regenerate')}
        </Button>
      </Stack>
      <TextField
        multiline
        minRows={6}
        value={value}
        onChange={(e) => onChange(e.target.value)}
        label={translate('emails.field.plain_text', { locale })}
        slotProps={{ htmlInput: { spellCheck: true } }}
      />
    </Stack>
  );
}
