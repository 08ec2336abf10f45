import './texts';
import { Link as MuiLink, Typography } from '@mui/material';
import { useGetMany, useGetManyReference, useTranslate, type Identifier } from 'react-admin';
import { Link } from 'react-router-dom';
import { usePermissionCheck } from '@/auth';
import { PERM } from '@/auth/permission-names';
import { DataTable } from '@/ui';

interface StudySite {
  id: Identifier;
  code: string;
  study_id: Identifier;
  sponsor_study_site_code?: string | null;
}

/** The studies a site runs, through its study sites, with the sponsor's code for each. */
export function SiteStudies({ siteId }: { siteId: Identifier }) {
  const translate = useTranslate();
  const can = usePermissionCheck();
  const mayReadStudies = can([PERM.studies, PERM.externalStudies]);
  const { data: studySites = [], isPending } = useGetManyReference<StudySite>('study-sites', {
    target: 'site_id',
    id: siteId,
    pagination: { page: 1, perPage: 100 },
    sort: { field: 'code', order: 'ASC' },
    filter: {},
  });
  const { data: studies = [] } = useGetMany(
    'studies',
    { ids: [...new Set(studySites.map((s) => s.study_id))] },
    { enabled: mayReadStudies && studySites.length > 0 },
  );
  const titleOf = new Map(studies.map((s) => [String(s.id), String(s.title)]));
  if (isPending) return null;
  if (studySites.length === 0)
    return <Typography color="text.secondary">{translate('sites.studies.none')}</Typography>;
  return (
    <DataTable
      rows={studySites}
      label={translate('sites.studies.title')}
      columns={[
        {
          id: 'study',
          header: translate('sites.studies.study'),
          cell: (s) => {
            const title = titleOf.get(String(s.study_id));
            return title ? (
              <MuiLink component={Link} to={`/studies/${encodeURIComponent(String(s.study_id))}`}>
                {title}
              </MuiLink>
            ) : (
              `#${String(s.study_id)}`
            );
          },
        },
        { id: 'code', header: translate('sites.studies.code'), cell: (s) => s.code },
        {
          id: 'sponsor_code',
          header: translate('sites.studies.sponsor_code'),
          cell: (s) => s.sponsor_study_site_code || translate('sites.studies.no_sponsor_code'),
        },
      ]}
    />
  );
}
