import '../texts';
import { Alert, Button, List, ListItem, ListItemText } from '@mui/material';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useNotify, useTranslate } from 'react-admin';
import { queryKeys } from '@/data';
import { ConfirmDialog } from '@/ui';
import { useActingRefusal } from '@/ui/acting';
import { getStudy, publishStudy, studyKeys } from '../api';
import type { StudyRecord } from '../types';

/**
 * The version participants get: the latest one when it is published; under an open draft, the
 * one the draft was started from (a draft is always the last published version plus one).
 */
const liveVersion = (study: StudyRecord): number | null =>
  study.version === null ? null : study.state === 'draft' ? study.version - 1 : study.version;

/** What going live means for this study, in words: the version, partners, the public listing. */
function Consequences({ study }: { study: StudyRecord }) {
  const translate = useTranslate();
  const landing = study.landing_title[study.primary_locale] ?? Object.values(study.landing_title)[0] ?? '';
  const lines = [
    translate('studies.publish_study.version', { version: liveVersion(study) }),
    translate(
      study.partner_visible ? 'studies.publish_study.partners_yes' : 'studies.publish_study.partners_no',
    ),
    study.is_publicly_listed && landing
      ? translate('studies.publish_study.listed', { landing })
      : translate('studies.publish_study.not_listed'),
  ];
  return (
    <List dense>
      {lines.map((line) => (
        <ListItem key={line} disableGutters>
          <ListItemText primary={line} />
        </ListItem>
      ))}
    </List>
  );
}

/**
 * Puts the study live for participants: a different act from publishing a version, so it says
 * so in its name, and asks first, naming what goes live and for whom. One idempotency key per
 * confirmation: a double click is one click (the button is busy), and a retry after a failure is
 * answered by the server as the first attempt was, never as a second publish.
 */
export function PublishStudyButton({ studyId }: { studyId: string }) {
  const translate = useTranslate();
  const acting = useActingRefusal();
  const notify = useNotify();
  const client = useQueryClient();
  const [key, setKey] = useState<string | null>(null);
  const study = useQuery({ queryKey: studyKeys.record(studyId), queryFn: () => getStudy(studyId) }).data;
  const publish = useMutation({
    mutationFn: (idempotencyKey: string) => publishStudy(studyId, idempotencyKey),
    onSuccess: () => {
      setKey(null);
      notify('studies.publish_study.done', { type: 'success' });
      void client.invalidateQueries({ queryKey: queryKeys('studies').all });
    },
  });
  if (!study || study.is_published) return null;
  const neverPublished = study.state === 'draft' && study.version === 1;
  const close = () => {
    setKey(null);
    publish.reset();
  };
  return (
    <>
      <Button
        variant="outlined"
        disabled={publish.isPending || neverPublished || Boolean(acting)}
        aria-describedby={acting ? 'study-publish-acting' : undefined}
        onClick={() => setKey(crypto.randomUUID())}
      >
        {translate('studies.publish_study.action')}
      </Button>
      <ConfirmDialog
        open={key !== null}
        tone="primary"
        title={translate('studies.publish_study.title', { title: study.title })}
        message={translate('studies.publish_study.message')}
        confirmLabel={translate('studies.publish_study.confirm')}
        busy={publish.isPending}
        onConfirm={() => key && publish.mutate(key)}
        onCancel={close}
      >
        <Consequences study={study} />
        {publish.error && (
          <Alert severity="error">
            {translate('studies.publish_study.failed', { message: publish.error.message })}
          </Alert>
        )}
      </ConfirmDialog>
    </>
  );
}
