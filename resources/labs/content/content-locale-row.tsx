import '../texts';
import { Alert, Box, Stack, TextField, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { lengthWarning, type TextState } from './content-rules';
import type { ContentLocale } from './content-types';
import { TextStateChip } from './state-chip';

interface LocaleRowProps {
  locale: ContentLocale;
  primaryName: string;
  primaryText: string;
  value: string;
  state: TextState;
  error?: string;
  onChange: (value: string) => void;
}

/** One translation beside the primary text it translates, with a warning when it runs much longer. */
export function ContentLocaleRow({
  locale,
  primaryName,
  primaryText,
  value,
  state,
  error,
  onChange,
}: LocaleRowProps) {
  const translate = useTranslate();
  const ratio = lengthWarning(primaryText, value);
  const headingId = `labs-locale-${locale.code}`;
  return (
    <Box component="section" aria-labelledby={headingId} sx={{ borderTop: 1, borderColor: 'divider', pt: 2 }}>
      <Stack direction="row" spacing={1} alignItems="center" sx={{ mb: 1 }}>
        <Typography id={headingId} variant="h6" component="h2">
          {locale.name}
        </Typography>
        <TextStateChip state={state} />
      </Stack>
      <Stack direction={{ xs: 'column', md: 'row' }} spacing={2}>
        <Box sx={{ flex: 1 }}>
          <Typography variant="caption" color="text.secondary" component="p">
            {primaryName}
          </Typography>
          <Typography
            variant="body2"
            sx={{ whiteSpace: 'pre-wrap', bgcolor: 'action.hover', p: 1, borderRadius: 1 }}
          >
            {primaryText}
          </Typography>
        </Box>
        <TextField
          sx={{ flex: 1 }}
          multiline
          minRows={2}
          label={translate('labs.content.translation', { name: locale.name })}
          value={value}
          error={Boolean(error)}
          helperText={error}
          onChange={(e) => onChange(e.target.value)}
        />
      </Stack>
      {ratio !== null && (
        <Alert severity="warning" sx={{ mt: 1 }}>
          {translate('labs.content.too_long', { ratio })}
        </Alert>
      )}
    </Box>
  );
}
