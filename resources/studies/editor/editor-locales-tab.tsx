import { localeName } from '@/i18n';
import '../texts';
import { Alert, Button, DialogContentText, Paper, Stack, Typography } from '@mui/material';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { useTranslate } from 'react-admin';
import { retryUnlessFinal } from '@/http';
import { queryKeys } from '@/data';
import { DiffList, PublishDialog, type Editing, type SigningCredentials } from '@/editing';
import { useActingRefusal } from '@/ui/acting';
import { getContent, getVersion, getVersions, studyKeys, type StudyDraft } from '../api';
import { LocaleControls } from './locale-controls';
import { PublishStudyButton } from '../shared/publish-study-button';
import { incompleteLocales } from '../readiness';
import { ReadinessList } from '../shared/readiness-list';
import type { VersionTexts } from '../types';
import { versionDiff } from '../version-diff';

/** The version published last, to tell what publishing the draft changes. */
function usePublished(studyId: string) {
  const versions = useQuery({ queryKey: studyKeys.versions(studyId), queryFn: () => getVersions(studyId) });
  const id = versions.data?.find((v) => v.status === 'published')?.id;
  return useQuery({
    queryKey: studyKeys.version(studyId, String(id)),
    queryFn: () => getVersion(studyId, String(id)),
    enabled: id !== undefined,
  }).data;
}

/** The draft's locales, their readiness with links to each gap, and the two publish actions. */
export function EditorLocalesTab({ studyId, editing }: { studyId: string; editing: Editing<StudyDraft> }) {
  const translate = useTranslate();
  const acting = useActingRefusal();
  const client = useQueryClient();
  const [publishing, setPublishing] = useState(false);
  const content = useQuery({
    queryKey: studyKeys.content(studyId),
    queryFn: () => getContent(studyId),
    retry: retryUnlessFinal,
  });
  const published = usePublished(studyId);
  const { value, server } = editing.model;
  const working: VersionTexts | null = useMemo(
    () => (value && content.data ? { locales: value.locales, fields: value, content: content.data } : null),
    [value, content.data],
  );
  if (!value || !server || !working) return null;
  const draft = server.state === 'draft';
  const incomplete = incompleteLocales(working);
  const changes = published ? versionDiff(published, working) : [];
  const publish = async (note: string, credentials?: SigningCredentials) => {
    if (await editing.publish(note, credentials)) {
      setPublishing(false);
      void client.invalidateQueries({ queryKey: queryKeys('studies').all });
    }
  };
  return (
    <Stack spacing={2}>
      <Paper variant="outlined" sx={{ p: 2 }}>
        <ReadinessList studyId={studyId} version={working} linked={editing.canEdit} />
      </Paper>
      {editing.canEdit && <LocaleControls studyId={studyId} editing={editing} working={working} />}
      <Paper variant="outlined" component="section" aria-labelledby="study-publish" sx={{ p: 2 }}>
        <Stack spacing={2}>
          <Typography id="study-publish" variant="h6" component="h2">
            {translate('studies.publish.section')}
          </Typography>
          {acting && (
            <Alert severity="info" id="study-publish-acting">
              {acting}
            </Alert>
          )}
          {incomplete.length > 0 && (
            <Alert severity="warning" id="study-publish-blocked">
              {translate('studies.publish.blocked', {
                locales: incomplete.map((r) => localeName(r.locale)).join(', '),
              })}
            </Alert>
          )}
          <Stack direction="row" spacing={2} useFlexGap flexWrap="wrap">
            <Button
              variant="contained"
              disabled={
                !editing.canEdit ||
                !draft ||
                incomplete.length > 0 ||
                editing.busy !== null ||
                Boolean(acting)
              }
              aria-describedby={
                acting ? 'study-publish-acting' : incomplete.length > 0 ? 'study-publish-blocked' : undefined
              }
              onClick={() => setPublishing(true)}
            >
              {translate('studies.publish.action', { version: server.version })}
            </Button>
            <PublishStudyButton studyId={studyId} />
          </Stack>
        </Stack>
      </Paper>
      <PublishDialog
        open={publishing}
        title={server.value.title}
        heading={translate('studies.publish.title', { version: server.version })}
        confirmLabel={translate('studies.publish.confirm', { version: server.version })}
        noteLabel={translate('studies.publish.note')}
        unsavedChanges={editing.unsaved ? editing.changes : []}
        busy={editing.busy === 'publish'}
        onPublish={(note, credentials) => void publish(note, credentials)}
        signing
        onClose={() => setPublishing(false)}
        summary={
          <>
            <DialogContentText sx={{ mt: 2 }}>{translate('studies.publish.lead')}</DialogContentText>
            <DiffList entries={changes} label={translate('studies.publish.changes')} />
          </>
        }
      />
    </Stack>
  );
}
