import '../texts';
import {
  Autocomplete,
  MenuItem,
  Stack,
  TextField,
  ToggleButton,
  ToggleButtonGroup,
  Typography,
} from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslate } from 'react-admin';
import { PreviewFrame } from '@/ui/preview-frame';
import { contentKeys, getCatalogue } from '../content/content-api';
import type { ContentCatalogue } from '../content/content-types';
import { LabsFrame } from '../shared/labs-frame';
import { placeholdersOf, renderContent, SAMPLE_VALUES } from './playground-rules';
import { QueryState } from '@/ui/query-state';

/** `/labs/content-playground`: a content string (or pasted text) as participants see it. */
export default function PlaygroundPage() {
  const translate = useTranslate();
  const catalogue = useQuery({ queryKey: contentKeys.catalogue(), queryFn: getCatalogue });
  return (
    <LabsFrame title={translate('labs.tool.content_playground.name')}>
      <QueryState {...catalogue}>{() => <Playground catalogue={catalogue.data!} />}</QueryState>
    </LabsFrame>
  );
}

function Playground({ catalogue }: { catalogue: ContentCatalogue }) {
  const translate = useTranslate();
  const [source, setSource] = useState<'key' | 'paste'>('key');
  const [key, setKey] = useState(catalogue.strings.find((s) => s.key === 'study_home.rich_intro')?.key ?? '');
  const [locale, setLocale] = useState(catalogue.primary_locale);
  const [pasted, setPasted] = useState('');
  const [values, setValues] = useState<Record<string, string>>({ ...SAMPLE_VALUES });
  const item = catalogue.strings.find((s) => s.key === key);
  const text = source === 'paste' ? pasted : (item?.texts[locale]?.text ?? '');
  const missing = source === 'key' && item !== undefined && !item.texts[locale];
  const names = placeholdersOf(text);
  return (
    <Stack direction={{ xs: 'column', lg: 'row' }} spacing={3} alignItems="flex-start">
      <Stack spacing={2} sx={{ width: { xs: '100%', lg: 380 }, flexShrink: 0 }}>
        <ToggleButtonGroup
          exclusive
          size="small"
          value={source}
          onChange={(_, v: 'key' | 'paste' | null) => v && setSource(v)}
          aria-label={translate('labs.playground.source')}
        >
          <ToggleButton value="key">{translate('labs.playground.from_key')}</ToggleButton>
          <ToggleButton value="paste">{translate('labs.playground.paste')}</ToggleButton>
        </ToggleButtonGroup>
        {source === 'key' ? (
          <>
            <Autocomplete
              options={catalogue.strings.map((s) => s.key)}
              value={key || null}
              onChange={(_, v) => setKey(v ?? '')}
              renderInput={(params) => <TextField {...params} label={translate('labs.playground.key')} />}
            />
            <TextField
              select
              label={translate('labs.playground.locale')}
              value={locale}
              onChange={(e) => setLocale(e.target.value)}
            >
              {catalogue.locales.map((l) => (
                <MenuItem key={l.code} value={l.code}>
                  {l.name}
                </MenuItem>
              ))}
            </TextField>
          </>
        ) : (
          <TextField
            multiline
            minRows={5}
            label={translate('labs.playground.text')}
            value={pasted}
            onChange={(e) => setPasted(e.target.value)}
          />
        )}
        {names.length > 0 && (
          <Stack spacing={1} component="fieldset" sx={{ border: 0, p: 0, m: 0 }}>
            <Typography component="legend" variant="subtitle2">
              {translate('labs.playground.values')}
            </Typography>
            {names.map((n) => (
              <TextField
                key={n}
                size="small"
                label={n}
                value={values[n] ?? ''}
                onChange={(e) => setValues((v) => ({ ...v, [n]: e.target.value }))}
              />
            ))}
          </Stack>
        )}
      </Stack>
      <Stack spacing={1} sx={{ flex: 1, minWidth: 0 }}>
        {missing && <Typography role="status">{translate('labs.playground.missing')}</Typography>}
        <PreviewFrame
          html={renderContent(text, values)}
          title={translate('labs.playground.preview', {
            name: source === 'key' ? key : translate('labs.playground.pasted'),
          })}
        />
      </Stack>
    </Stack>
  );
}
