import '../texts';
import { Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useTranslate } from 'react-admin';
import { usePageTitle } from '@/ui';
import { getStudy, studyKeys } from '../api';
import { StudyNav } from './study-nav';

/**
 * The study behind one of its pages and that page's title ("<study>: Reports", or the page's
 * name alone until the study arrives), also in the browser tab.
 */
export function useStudyPage(id: string, pageName: string) {
  const translate = useTranslate();
  const study = useQuery({ queryKey: studyKeys.record(id), queryFn: () => getStudy(id) });
  const name = translate(pageName);
  const studyName = study.data?.title || translate('studies.home.untitled', { id });
  const title = study.data ? `${studyName}: ${name}` : name;
  usePageTitle(title);
  return { study, title };
}

/** A study page's heading and the study's sub-navigation. */
export function StudyPageHead({ studyId, title }: { studyId: string; title: string }) {
  return (
    <>
      <Typography variant="h4" component="h1">
        {title}
      </Typography>
      <StudyNav studyId={studyId} />
    </>
  );
}
