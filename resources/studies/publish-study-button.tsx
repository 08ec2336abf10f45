import './texts';
import { Button } from '@mui/material';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNotify, useTranslate } from 'react-admin';
import { queryKeys } from '@/data';
import { publishStudy } from './api';
import type { StudyRecord } from './types';

/**
 * Puts the study live for participants: a different act from publishing a version, so it says
 * so in its name. Disabled while it runs, so one click sends once.
 */
export function PublishStudyButton({ study }: { study: StudyRecord }) {
  const translate = useTranslate();
  const notify = useNotify();
  const client = useQueryClient();
  const publish = useMutation({
    mutationFn: () => publishStudy(study.id),
    onSuccess: () => {
      notify('studies.publish_study.done', { type: 'success' });
      void client.invalidateQueries({ queryKey: queryKeys('studies').all });
    },
  });
  if (study.is_published) return null;
  const noVersion = study.state === 'draft' && study.version === 1;
  return (
    <Button variant="outlined" disabled={publish.isPending || noVersion} onClick={() => publish.mutate()}>
      {translate('studies.publish_study.action')}
    </Button>
  );
}
