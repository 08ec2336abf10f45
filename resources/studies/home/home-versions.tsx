import '../texts';
import { Chip, Link, Paper, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useTranslate } from 'react-admin';
import { Link as RouterLink } from 'react-router-dom';
import { formatDateTime } from '@/i18n';
import { ExtensionUnavailableError } from '@/http';
import { DataTable } from '@/ui';
import { getLatestVersion, studyKeys } from '../api';
import { versionsRead } from './home-reads';
import { QueryState } from '../shared/query-state';

/** Every version, newest first: number, state, published when and by whom, changelog note. */
export function HomeVersions({ studyId }: { studyId: string }) {
  const translate = useTranslate();
  const all = useQuery(versionsRead(studyId));
  // A server without the versions list still names its latest version (spec §7).
  const onlyLatest = all.error instanceof ExtensionUnavailableError;
  const latest = useQuery({
    queryKey: studyKeys.version(studyId, 'latest'),
    queryFn: () => getLatestVersion(studyId),
    enabled: onlyLatest,
  });
  const versions = onlyLatest ? { ...latest, data: latest.data && [latest.data] } : all;
  return (
    <Paper variant="outlined" component="section" aria-labelledby="study-versions" sx={{ p: 2 }}>
      <Typography id="study-versions" variant="h6" component="h2" gutterBottom>
        {translate('studies.versions.title')}
      </Typography>
      {onlyLatest && <Typography sx={{ mb: 1 }}>{translate('studies.versions.latest_only')}</Typography>}
      <QueryState {...versions}>
        {(list) => (
          <DataTable
            rows={list}
            labelledBy="study-versions"
            // No rows: the headings alone, as the table has always shown them.
            empty={null}
            columns={[
              {
                id: 'number',
                header: translate('studies.versions.number'),
                cell: (v) => (
                  <Link component={RouterLink} to={`/study/${encodeURIComponent(studyId)}/versions/${v.id}`}>
                    {translate('studies.versions.name', { version: v.version })}
                  </Link>
                ),
              },
              {
                id: 'state',
                header: translate('studies.versions.state'),
                cell: (v) => (
                  <Chip
                    size="small"
                    color={v.status === 'draft' ? 'warning' : 'default'}
                    label={translate(`studies.versions.status.${v.status}`)}
                  />
                ),
              },
              {
                id: 'published',
                header: translate('studies.versions.published'),
                cell: (v) =>
                  v.published_at
                    ? translate('studies.versions.published_by', {
                        when: formatDateTime(v.published_at),
                        who: v.published_by ?? '',
                      })
                    : '—',
              },
              { id: 'note', header: translate('studies.versions.note'), cell: (v) => v.note ?? '—' },
            ]}
          />
        )}
      </QueryState>
    </Paper>
  );
}
