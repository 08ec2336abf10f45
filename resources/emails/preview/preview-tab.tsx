import '../texts';
import {
  Alert,
  Box,
  MenuItem,
  Stack,
  TextField,
  ToggleButton,
  ToggleButtonGroup,
  Typography,
} from '@mui/material';
import { useMemo, useState } from 'react';
import { useTranslate } from 'react-admin';
import { PreviewFrame } from '@/ui/preview-frame';
import { useLocaleNames } from '../editor/locale-bar';
import { escapeHtml, fillPlaceholders, SAMPLE_VALUES } from '../placeholders';
import type { Draft } from '../template-record';
import type { Library } from '../to-mjml';
import { ParticipantPicker, type Participant } from './participant-picker';
import { htmlWarnings, inlineColumnWidths, missingTexts, type PreviewWarning } from './preview-checks';
import { useCompiled } from './use-compiled';

interface Props {
  draft: Draft;
  name: string;
  locale: string;
  onLocale(locale: string): void;
  library: Library;
}

/** The email as a participant would get it: sandboxed, per locale, at desktop or phone width. */
export function PreviewTab({ draft, name, locale, onLocale, library }: Props) {
  const translate = useTranslate();
  const names = useLocaleNames();
  const [device, setDevice] = useState<'desktop' | 'phone'>('desktop');
  const [participant, setParticipant] = useState<Participant | null>(null);
  const locales = draft.doc?.locales ?? ['en-gb'];
  const shown = locales.includes(locale) ? locale : (locales[0] ?? 'en-gb');
  const compiled = useCompiled(draft.doc, shown, library);
  const values = useMemo(() => ({ ...SAMPLE_VALUES, ...participant?.values }), [participant]);
  const raw = draft.doc ? (compiled?.html ?? '') : draft.legacy.html;
  const text = draft.doc ? (compiled?.text ?? '') : draft.legacy.text;
  const html = useMemo(() => {
    const filled = fillPlaceholders(raw, values, escapeHtml);
    return device === 'desktop' ? inlineColumnWidths(filled) : filled;
  }, [raw, values, device]);
  const warnings: PreviewWarning[] = useMemo(() => {
    const list = raw ? htmlWarnings(raw) : [];
    const missing = draft.doc ? missingTexts(draft.doc, shown) : 0;
    return missing > 0 ? [...list, { kind: 'missing_texts', count: missing }] : list;
  }, [raw, draft.doc, shown]);
  const localeName = names.get(shown) ?? shown;
  const subject = draft.doc ? (draft.doc.subject[shown] ?? '') : draft.legacy.subject;
  return (
    <Stack spacing={2} sx={{ p: 2 }}>
      <Stack direction="row" spacing={2} sx={{ flexWrap: 'wrap', rowGap: 2, alignItems: 'flex-start' }}>
        <TextField
          select
          size="small"
          label={translate('emails.preview.locale')}
          value={shown}
          onChange={(e) => onLocale(e.target.value)}
          sx={{ minWidth: 180 }}
        >
          {locales.map((l) => (
            <MenuItem key={l} value={l}>
              {names.get(l) ?? l}
            </MenuItem>
          ))}
        </TextField>
        <ToggleButtonGroup
          exclusive
          size="small"
          value={device}
          onChange={(_, d: 'desktop' | 'phone' | null) => d && setDevice(d)}
          aria-label={translate('app.preview.width')}
        >
          <ToggleButton value="desktop">{translate('app.preview.desktop')}</ToggleButton>
          <ToggleButton value="phone">{translate('app.preview.phone')}</ToggleButton>
        </ToggleButtonGroup>
        <ParticipantPicker value={participant} onChange={setParticipant} />
      </Stack>
      {warnings.map((w) => (
        <Alert key={w.kind} severity="warning">
          {w.kind === 'missing_alt' && translate('emails.preview.warning_alt', { smart_count: w.count })}
          {w.kind === 'insecure_links' &&
            translate('emails.preview.warning_links', { links: w.links.join(', ') })}
          {w.kind === 'missing_texts' &&
            translate('emails.preview.warning_texts', { smart_count: w.count, locale: localeName })}
        </Alert>
      ))}
      <Typography variant="body2">
        <strong>{translate('emails.preview.subject')}</strong> {fillPlaceholders(subject, values)}
      </Typography>
      <Box
        sx={{
          display: 'grid',
          gap: 2,
          gridTemplateColumns: { xs: '1fr', xl: 'auto minmax(280px, 1fr)' },
          alignItems: 'start',
        }}
      >
        <PreviewFrame
          html={html}
          kind="email"
          device={device}
          title={translate('emails.preview.frame_title', { name, locale: localeName })}
        />
        <Box component="section" aria-label={translate('emails.preview.plain_text')}>
          <Typography variant="subtitle1" component="h3">
            {translate('emails.preview.plain_text')}
          </Typography>
          <Box
            component="pre"
            sx={{
              whiteSpace: 'pre-wrap',
              fontFamily: 'monospace',
              fontSize: 14,
              bgcolor: 'action.hover',
              p: 2,
              borderRadius: 1,
            }}
          >
            {fillPlaceholders(text, values)}
          </Box>
        </Box>
      </Box>
    </Stack>
  );
}
