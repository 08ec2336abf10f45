import '../texts';
import { Alert, Button, MenuItem, Stack, TextField } from '@mui/material';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useGetList, useTranslate } from 'react-admin';
import { useSearchParams } from 'react-router-dom';
import { HttpError } from '@/http';
import { ConfirmDialog, toast } from '@/ui';
import { PreviewFrame } from '@/ui/preview-frame';
import { getStudy, saveLandingToDraft, type StudyForLanding } from './landing-api';
import { generateLanding, LAYOUTS, type Landing, type Layout } from './landing-rules';
import { LabsFrame } from '../shared/labs-frame';
import { QueryState } from '@/ui/query-state';

/** `/labs/landing-page-generator?study_id=`: landing texts per locale, edited, previewed, saved into the draft. */
export default function LandingPage() {
  const translate = useTranslate();
  const [params, setParams] = useSearchParams();
  const studyId = params.get('study_id') ?? '1';
  const studies = useGetList('studies', {
    pagination: { page: 1, perPage: 100 },
    sort: { field: 'title', order: 'ASC' },
  });
  const study = useQuery({ queryKey: ['labs', 'landing-study', studyId], queryFn: () => getStudy(studyId) });
  // The study asked for is offered even when it is not among the first hundred by title.
  const listed = studies.data ?? [];
  const options =
    study.data && !listed.some((s) => String(s.id) === studyId)
      ? [{ id: study.data.id, title: study.data.title }, ...listed]
      : listed;
  return (
    <LabsFrame title={translate('labs.tool.landing_page_generator.name')}>
      <TextField
        select
        size="small"
        sx={{ maxWidth: 480 }}
        label={translate('labs.visualiser.study')}
        value={options.some((s) => String(s.id) === studyId) ? studyId : ''}
        onChange={(e) => setParams({ study_id: e.target.value })}
      >
        {options.map((s) => (
          <MenuItem key={s.id} value={String(s.id)}>
            {String(s.title)}
          </MenuItem>
        ))}
      </TextField>
      <QueryState {...study}>{() => <Generator key={studyId} study={study.data!} />}</QueryState>
    </LabsFrame>
  );
}

function Generator({ study }: { study: StudyForLanding }) {
  const translate = useTranslate();
  const [layout, setLayout] = useState<Layout>('classic');
  const [texts, setTexts] = useState<Record<string, Landing> | null>(null);
  const [locale, setLocale] = useState(study.locales[0] ?? 'en-gb');
  const [asking, setAsking] = useState(false);
  // Texts changed by hand since they were generated: generating again asks before replacing them.
  const [edited, setEdited] = useState(false);
  const [replacing, setReplacing] = useState(false);
  const generate = () => {
    setTexts(Object.fromEntries(study.locales.map((l) => [l, generateLanding(study, layout, l)])));
    setEdited(false);
    setReplacing(false);
  };
  const save = useMutation({
    mutationFn: (all: Record<string, Landing>) =>
      saveLandingToDraft(String(study.id), {
        landing_title: Object.fromEntries(Object.entries(all).map(([l, t]) => [l, t.title])),
        landing_body: Object.fromEntries(Object.entries(all).map(([l, t]) => [l, t.body])),
        landing_cta: Object.fromEntries(Object.entries(all).map(([l, t]) => [l, t.cta])),
      }),
    onSettled: () => setAsking(false),
    onSuccess: () => toast.show(translate('labs.landing.saved', { title: study.title }), 'success'),
  });
  const current = texts?.[locale];
  const set = (field: keyof Landing, value: string) => {
    setEdited(true);
    setTexts((all) => (all && all[locale] ? { ...all, [locale]: { ...all[locale], [field]: value } } : all));
  };
  return (
    <Stack spacing={2}>
      <Stack direction="row" spacing={2} alignItems="center">
        <TextField
          select
          size="small"
          sx={{ width: 320, maxWidth: '100%' }}
          label={translate('labs.landing.layout')}
          value={layout}
          onChange={(e) => setLayout(e.target.value as Layout)}
        >
          {LAYOUTS.map((l) => (
            <MenuItem key={l} value={l}>
              {translate(`labs.landing.layouts.${l}`)}
            </MenuItem>
          ))}
        </TextField>
        <Button variant="contained" onClick={() => (edited ? setReplacing(true) : generate())}>
          {translate(texts ? 'labs.landing.generate_again' : 'labs.landing.generate')}
        </Button>
      </Stack>
      {save.error instanceof HttpError && <Alert severity="error">{save.error.message}</Alert>}
      {texts && current && (
        <Stack direction={{ xs: 'column', lg: 'row' }} spacing={3} alignItems="flex-start">
          <Stack spacing={2} sx={{ width: { xs: '100%', lg: 460 }, flexShrink: 0 }}>
            <TextField
              select
              size="small"
              label={translate('labs.playground.locale')}
              value={locale}
              onChange={(e) => setLocale(e.target.value)}
            >
              {study.locales.map((l) => (
                <MenuItem key={l} value={l}>
                  {l}
                </MenuItem>
              ))}
            </TextField>
            <TextField
              label={translate('labs.landing.title')}
              value={current.title}
              onChange={(e) => set('title', e.target.value)}
            />
            <TextField
              multiline
              minRows={8}
              label={translate('labs.landing.body')}
              value={current.body}
              onChange={(e) => set('body', e.target.value)}
            />
            <TextField
              label={translate('labs.landing.cta')}
              value={current.cta}
              onChange={(e) => set('cta', e.target.value)}
            />
            <Button
              variant="contained"
              sx={{ alignSelf: 'flex-start' }}
              disabled={save.isPending}
              onClick={() => setAsking(true)}
            >
              {translate('labs.landing.save')}
            </Button>
          </Stack>
          <PreviewFrame
            html={`<h1>${current.title.replace(/</g, '&lt;')}</h1>${current.body}<p><a href="#">${current.cta.replace(/</g, '&lt;')}</a></p>`}
            title={translate('labs.landing.preview', { locale })}
          />
        </Stack>
      )}
      <ConfirmDialog
        open={replacing}
        title={translate('labs.landing.replace_title')}
        message={translate('labs.landing.replace', { count: study.locales.length })}
        confirmLabel={translate('labs.landing.replace_button')}
        onCancel={() => setReplacing(false)}
        onConfirm={generate}
      />
      <ConfirmDialog
        open={asking}
        busy={save.isPending}
        title={translate('labs.landing.confirm_title', { title: study.title })}
        message={translate('labs.landing.confirm', { count: study.locales.length })}
        confirmLabel={translate('labs.landing.save')}
        onCancel={() => setAsking(false)}
        onConfirm={() => texts && save.mutate(texts)}
      />
    </Stack>
  );
}
