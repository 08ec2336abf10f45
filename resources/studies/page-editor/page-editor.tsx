import { localeName } from '@/i18n';
import '../texts';
import { MenuItem, Paper, Stack, TextField, Typography } from '@mui/material';
import { useCallback } from 'react';
import { useTranslate } from 'react-admin';
import { useParams, useSearchParams } from 'react-router-dom';
import { useEditing } from '@/editing';
import { usePageTitle } from '@/ui';
import { PreviewFrame } from '@/ui/preview-frame';
import { studyAdapter } from '../api';
import { landingHtml } from './landing-html';
import { hasText } from '../readiness';
import { RichTextField } from '../shared/rich-text-field';
import { StudyBar } from '../shared/study-bar';
import { StudyNav } from '../shared/study-nav';

type LandingText = 'landing_title' | 'landing_body' | 'landing_cta';

/** `/studies/{id}/page-editor`: the landing fields per locale beside a live, sandboxed preview. */
export default function PageEditor() {
  const translate = useTranslate();
  const id = useParams().study_id ?? '';
  const [search, setSearch] = useSearchParams();
  const editing = useEditing(studyAdapter, id, { scope: `/studies/${id}/page-editor` });
  const { value, server } = editing.model;
  const locale = search.get('locale') ?? value?.primary_locale ?? 'en-gb';
  const { edit } = editing;
  const setText = useCallback(
    (field: LandingText, text: string) => edit((f) => ({ ...f, [field]: { ...f[field], [locale]: text } })),
    [edit, locale],
  );
  const setBody = useCallback((html: string) => setText('landing_body', html), [setText]);
  const heading = value
    ? `${value.title}: ${translate('studies.nav.page_editor')}`
    : translate('studies.nav.page_editor');
  usePageTitle(heading);
  const readOnly = !editing.canEdit || editing.busy === 'reload';
  const text = (field: 'landing_title' | 'landing_cta') =>
    value && (
      <TextField
        label={translate('studies.texts.cell', { field: translate(`studies.fields.${field}`), locale })}
        value={value[field][locale] ?? ''}
        disabled={readOnly}
        color={hasText(value[field][locale]) ? 'primary' : 'warning'}
        helperText={hasText(value[field][locale]) ? undefined : translate('studies.texts.missing')}
        slotProps={{ htmlInput: { lang: locale } }}
        onChange={(e) => setText(field, e.target.value)}
      />
    );
  return (
    <Stack spacing={2} sx={{ p: 2 }}>
      <Typography variant="h4" component="h1">
        {heading}
      </Typography>
      <StudyNav studyId={id} />
      <StudyBar editing={editing} studyId={id} title={server?.value.title ?? heading} />
      {value && (
        <Stack direction={{ xs: 'column', lg: 'row' }} spacing={2} sx={{ alignItems: 'flex-start' }}>
          <Paper
            variant="outlined"
            component="section"
            aria-labelledby="landing-fields"
            sx={{ p: 2, flex: '0 1 480px', display: 'grid', gap: 2, width: '100%' }}
          >
            <Typography id="landing-fields" variant="h6" component="h2">
              {translate('studies.landing.fields')}
            </Typography>
            <TextField
              select
              label={translate('studies.landing.locale')}
              value={value.locales.includes(locale) ? locale : ''}
              onChange={(e) => setSearch({ locale: e.target.value }, { replace: true })}
            >
              {value.locales.map((l) => (
                <MenuItem key={l} value={l}>
                  {localeName(l)}
                </MenuItem>
              ))}
            </TextField>
            {text('landing_title')}
            <RichTextField
              resetKey={`${locale}-${String(server?.version)}-${editing.model.lock.status}`}
              value={value.landing_body[locale] ?? ''}
              label={translate('studies.texts.cell', {
                field: translate('studies.fields.landing_body'),
                locale,
              })}
              lang={locale}
              disabled={readOnly}
              onChange={setBody}
            />
            {text('landing_cta')}
            <TextField
              label={translate('studies.fields.landing_image_url')}
              value={value.landing_image_url}
              disabled={readOnly}
              onChange={(e) => edit((f) => ({ ...f, landing_image_url: e.target.value }))}
            />
          </Paper>
          <Paper
            variant="outlined"
            component="section"
            aria-labelledby="landing-preview"
            sx={{ p: 2, flex: 1, minWidth: 0 }}
          >
            <Typography id="landing-preview" variant="h6" component="h2" gutterBottom>
              {translate('studies.landing.preview', { locale })}
            </Typography>
            <PreviewFrame
              kind="page"
              html={landingHtml(value, locale)}
              title={translate('studies.landing.preview', { locale })}
            />
          </Paper>
        </Stack>
      )}
    </Stack>
  );
}
