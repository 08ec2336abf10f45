import '../texts';
import { Button, Stack } from '@mui/material';
import { useTranslate } from 'react-admin';
import { Link as RouterLink, useLocation } from 'react-router-dom';

const PLACES = [
  ['home', (id: string) => `/study/${id}`],
  ['editor', (id: string) => `/studies/${id}`],
  ['content', (id: string) => `/studies/${id}/content`],
  ['page_editor', (id: string) => `/studies/${id}/page-editor`],
  ['flows', (id: string) => `/studies/${id}/flows`],
  ['mapper', (id: string) => `/studies/${id}/mapper`],
  ['reports', (id: string) => `/studies/${id}/reports`],
] as const;

/** The study's screens, one link each; the current one is marked for screen readers. */
export function StudyNav({ studyId }: { studyId: string }) {
  const translate = useTranslate();
  const { pathname } = useLocation();
  const id = encodeURIComponent(studyId);
  return (
    <Stack
      component="nav"
      aria-label={translate('studies.nav.label')}
      direction="row"
      spacing={1}
      useFlexGap
      flexWrap="wrap"
    >
      {PLACES.map(([name, to]) => {
        const here = pathname === to(id);
        return (
          <Button
            key={name}
            component={RouterLink}
            to={to(id)}
            size="small"
            variant={here ? 'contained' : 'text'}
            aria-current={here ? 'page' : undefined}
          >
            {translate(`studies.nav.${name}`)}
          </Button>
        );
      })}
    </Stack>
  );
}
