import '../texts';
import { Alert, Stack } from '@mui/material';
import { useCallback, useMemo } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useTranslate } from 'react-admin';
import { useParams } from 'react-router-dom';
import { HistoryPanel, useEditing } from '@/editing';
import { AccessDenied } from '@/engine/screens/access-denied';
import { HttpError } from '@/http';
import { EditorFrame, useEditorTab } from '@/ui/editor-frame';
import { PanelBoundary, usePageTitle } from '@/ui';
import { getStudy, studyAdapter, studyKeys } from '../api';
import { EditorFieldsTab } from './editor-fields-tab';
import { fieldErrors } from './editor-sections';
import { EditorLocalesTab } from './editor-locales-tab';
import { EditorTextsTab, type Edited } from './editor-texts-tab';
import { StudyBar } from '../shared/study-bar';
import { StudyNav } from '../shared/study-nav';
import { stateKey } from '../study-record';
import type { StudyFields } from '../types';
import { useUnfinishedDates } from './use-unfinished-dates';

const TABS = ['fields', 'texts', 'locales', 'history'] as const;

/** `/studies/{id}`: the study's fields, texts per locale, locales and publishing, under the check-out. */
export default function StudyEditorPage() {
  const translate = useTranslate();
  const id = useParams().study_id ?? '';
  const tab = useEditorTab(TABS);
  const dates = useUnfinishedDates(tab);
  const editing = useEditing(studyAdapter, id, {
    scope: `/studies/${id}`,
    unfinished: dates.any,
    onRefused: dates.onRefused,
  });
  const { value, server } = editing.model;
  const { edit } = editing;
  const change = useCallback(
    (key: keyof StudyFields, next: StudyFields[keyof StudyFields]) => edit((f) => ({ ...f, [key]: next })),
    [edit],
  );
  const setText = useCallback(
    (field: Edited, locale: string, text: string) =>
      edit((f) => ({ ...f, [field]: { ...f[field], [locale]: text } })),
    [edit],
  );
  const errors = useMemo(() => (value ? fieldErrors(value) : {}), [value]);
  // While the draft is read back after a check-out, typing would be dropped by the reload.
  const readOnly = !editing.canEdit || editing.busy === 'reload';
  const title = value?.title ?? translate('studies.editor.title');
  usePageTitle(title);
  const state = server?.state;
  // The same read the lifecycle makes, kept in the cache: a refusal shows the access page.
  const record = useQuery({ queryKey: studyKeys.record(id), queryFn: () => getStudy(id), retry: false });
  if (record.error instanceof HttpError && record.error.status === 403) return <AccessDenied />;
  return (
    <Stack spacing={2} sx={{ p: 2 }}>
      <EditorFrame
        back={{ to: `/study/${encodeURIComponent(id)}`, label: translate('studies.back_home') }}
        title={title}
        status={
          state && server
            ? {
                label: translate(stateKey(state, server.version), { version: server.version }),
                color: state === 'draft' ? 'warning' : 'default',
              }
            : undefined
        }
        tabs={TABS.map((t) => ({ id: t, label: translate(`studies.editor.tab.${t}`) }))}
        tabsLabel={translate('studies.editor.tabs')}
        current={tab}
      />
      <StudyNav studyId={id} />
      <StudyBar editing={editing} studyId={id} title={server?.value.title ?? title} />
      {(Object.keys(errors).length > 0 || dates.any) && editing.canEdit && (
        <Alert severity="warning">{translate('studies.editor.has_errors')}</Alert>
      )}
      {/* Kept while another tab is shown: a date half typed there must still be there on return. */}
      {value && (
        <div hidden={tab !== 'fields'}>
          <PanelBoundary name="study-editor-fields">
            <EditorFieldsTab
              value={value}
              errors={errors}
              disabled={readOnly}
              onChange={change}
              onUnfinished={dates.report}
            />
          </PanelBoundary>
        </div>
      )}
      {/* The draft lives above the tabs: a tab that cannot draw loses nothing typed elsewhere. */}
      {tab !== 'fields' && (
        <PanelBoundary name={`study-editor-${tab}`} resetKey={tab}>
          {value && tab === 'texts' && (
            <EditorTextsTab studyId={id} value={value} disabled={readOnly} onText={setText} />
          )}
          {value && tab === 'locales' && <EditorLocalesTab studyId={id} editing={editing} />}
          {tab === 'history' && <HistoryPanel adapter={studyAdapter} id={id} />}
        </PanelBoundary>
      )}
    </Stack>
  );
}
