import './texts';
import { Button } from '@mui/material';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useNotify, useTranslate } from 'react-admin';
import { queryKeys } from '@/data';
import { useActingRefusal } from '@/ui/acting';
import { getStudy, publishStudy, studyKeys } from './api';

/**
 * Puts the study live for participants: a different act from publishing a version, so it says
 * so in its name. Disabled while it runs, so one click sends once.
 */
export function PublishStudyButton({ studyId }: { studyId: string }) {
  const translate = useTranslate();
  const acting = useActingRefusal();
  const notify = useNotify();
  const client = useQueryClient();
  const study = useQuery({ queryKey: studyKeys.record(studyId), queryFn: () => getStudy(studyId) }).data;
  const publish = useMutation({
    mutationFn: () => publishStudy(studyId),
    onSuccess: () => {
      notify('studies.publish_study.done', { type: 'success' });
      void client.invalidateQueries({ queryKey: queryKeys('studies').all });
    },
  });
  if (!study || study.is_published) return null;
  const neverPublished = study.state === 'draft' && study.version === 1;
  return (
    <Button
      variant="outlined"
      disabled={publish.isPending || neverPublished || Boolean(acting)}
      aria-describedby={acting ? 'study-publish-acting' : undefined}
      onClick={() => publish.mutate()}
    >
      {translate('studies.publish_study.action')}
    </Button>
  );
}
