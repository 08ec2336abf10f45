import { localeName } from '@/i18n';
import '../texts';
import { Box, Link, Paper, TextField, Typography } from '@mui/material';
import { memo } from 'react';
import { useTranslate } from 'react-admin';
import { Link as RouterLink, useSearchParams } from 'react-router-dom';
import type { StudyDraft } from '../api';
import { hasText } from '../readiness';

const EDITED = ['descriptions', 'landing_title', 'landing_cta'] as const;
export type Edited = (typeof EDITED)[number];

interface CellProps {
  field: Edited;
  locale: string;
  text: string;
  focus: boolean;
  disabled: boolean;
  onText: (field: Edited, locale: string, text: string) => void;
}

const Cell = memo(function Cell({ field, locale, text, focus, disabled, onText }: CellProps) {
  const translate = useTranslate();
  const missing = !hasText(text);
  return (
    <TextField
      label={translate('studies.texts.cell', { field: translate(`studies.fields.${field}`), locale })}
      value={text}
      disabled={disabled}
      autoFocus={focus}
      multiline={field === 'descriptions'}
      minRows={field === 'descriptions' ? 3 : undefined}
      helperText={missing ? translate('studies.texts.missing') : undefined}
      color={missing ? 'warning' : 'primary'}
      slotProps={{ htmlInput: { lang: locale } }}
      onChange={(e) => onText(field, locale, e.target.value)}
      fullWidth
    />
  );
});

interface Props {
  studyId: string;
  value: StudyDraft;
  disabled: boolean;
  onText: (field: Edited, locale: string, text: string) => void;
}

/** The study's texts with its locales side by side; the landing text itself is edited with its preview. */
export function EditorTextsTab({ studyId, value, disabled, onText }: Props) {
  const translate = useTranslate();
  const wanted = useSearchParams()[0].get('locale');
  const columns = `minmax(10rem, max-content) repeat(${value.locales.length}, minmax(14rem, 1fr))`;
  const firstGap = EDITED.find((f) => wanted !== null && !hasText(value[f][wanted]));
  return (
    <Paper variant="outlined" sx={{ p: 2, overflowX: 'auto' }}>
      <Box
        role="group"
        aria-label={translate('studies.editor.section.texts')}
        sx={{ display: 'grid', gridTemplateColumns: columns, gap: 2, alignItems: 'start' }}
      >
        <span />
        {value.locales.map((l) => (
          <Typography
            key={l}
            component="h2"
            variant="subtitle1"
            sx={{ fontWeight: l === wanted ? 700 : 500 }}
          >
            {l === value.primary_locale
              ? translate('studies.texts.primary', { locale: localeName(l) })
              : localeName(l)}
          </Typography>
        ))}
        {EDITED.map((field) => (
          <Box key={field} sx={{ display: 'contents' }}>
            <Typography component="h3" variant="body2" sx={{ pt: 2 }}>
              {translate(`studies.fields.${field}`)}
            </Typography>
            {value.locales.map((l) => (
              <Cell
                key={l}
                field={field}
                locale={l}
                text={value[field][l] ?? ''}
                focus={l === wanted && field === firstGap}
                disabled={disabled}
                onText={onText}
              />
            ))}
          </Box>
        ))}
      </Box>
      <Link
        component={RouterLink}
        to={`/studies/${encodeURIComponent(studyId)}/page-editor`}
        sx={{ mt: 2, display: 'inline-block' }}
      >
        {translate('studies.texts.landing_body')}
      </Link>
    </Paper>
  );
}
