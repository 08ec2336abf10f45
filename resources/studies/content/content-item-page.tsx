import { localeName } from '@/i18n';
import '../texts';
import { MenuItem, Paper, Stack, TextField, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useTranslate } from 'react-admin';
import { useParams, useSearchParams } from 'react-router-dom';
import { useEditing } from '@/editing';
import { usePageTitle } from '@/ui';
import { SafeHtml } from '@/ui/sanitise';
import { contentAdapter, contentEditingId, getStudy, studyKeys } from '../api';
import { RichTextField } from '../shared/rich-text-field';
import { StudyBar } from '../shared/study-bar';
import { StudyNav } from '../shared/study-nav';

/** `/studies/{id}/content/{item}`: one content item, the primary locale beside the one translated. */
export default function ContentItemPage() {
  const translate = useTranslate();
  const { study_id: studyId = '', content_id: contentId = '' } = useParams();
  const [search, setSearch] = useSearchParams();
  const study = useQuery({ queryKey: studyKeys.record(studyId), queryFn: () => getStudy(studyId) }).data;
  const editing = useEditing(contentAdapter, contentEditingId(studyId, contentId), {
    scope: `/studies/${studyId}/content/${contentId}`,
  });
  const { value, server } = editing.model;
  const primary = study?.primary_locale ?? 'en-gb';
  const others = study?.locales.filter((l) => l !== primary) ?? [];
  const locale = search.get('locale') ?? others[0] ?? primary;
  const { edit } = editing;
  const setPart = useCallback(
    (part: 'title' | 'body', text: string) =>
      edit((item) => ({ ...item, [part]: { ...item[part], [locale]: text } })),
    [edit, locale],
  );
  const setBody = useCallback((html: string) => setPart('body', html), [setPart]);
  const name = value ? value.title[primary] || value.key : translate('studies.content.title');
  usePageTitle(name);
  const readOnly = !editing.canEdit || editing.busy === 'reload';
  return (
    <Stack spacing={2} sx={{ p: 2 }}>
      <Typography variant="h4" component="h1">
        {name}
      </Typography>
      <StudyNav studyId={studyId} />
      <StudyBar editing={editing} studyId={studyId} title={study?.title ?? name} />
      <TextField
        select
        label={translate('studies.content.translating')}
        value={others.includes(locale) ? locale : ''}
        onChange={(e) => setSearch({ locale: e.target.value }, { replace: true })}
        sx={{ maxWidth: 260 }}
      >
        {others.map((l) => (
          <MenuItem key={l} value={l}>
            {localeName(l)}
          </MenuItem>
        ))}
      </TextField>
      {value && (
        <Stack direction={{ xs: 'column', md: 'row' }} spacing={2} sx={{ alignItems: 'stretch' }}>
          <Paper
            variant="outlined"
            component="section"
            aria-labelledby="content-primary"
            sx={{ p: 2, flex: 1 }}
            lang={primary}
          >
            <Typography id="content-primary" variant="overline" component="h2">
              {translate('studies.texts.primary', { locale: localeName(primary) })}
            </Typography>
            <Typography variant="h6" component="p">
              {value.title[primary]}
            </Typography>
            <SafeHtml html={value.body[primary] ?? ''} />
          </Paper>
          <Paper
            variant="outlined"
            component="section"
            aria-labelledby="content-translation"
            sx={{ p: 2, flex: 1, display: 'grid', gap: 2 }}
          >
            <Typography id="content-translation" variant="overline" component="h2">
              {localeName(locale)}
            </Typography>
            <TextField
              label={translate('studies.content.item_title', { locale })}
              value={value.title[locale] ?? ''}
              disabled={readOnly}
              slotProps={{ htmlInput: { lang: locale } }}
              onChange={(e) => setPart('title', e.target.value)}
            />
            <RichTextField
              resetKey={`${locale}-${String(server?.version)}-${editing.model.lock.status}`}
              value={value.body[locale] ?? ''}
              label={translate('studies.content.item_body', { locale })}
              lang={locale}
              disabled={readOnly}
              onChange={setBody}
            />
          </Paper>
        </Stack>
      )}
    </Stack>
  );
}
