import './texts';
import {
  Chip,
  Link,
  Paper,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  Typography,
} from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useTranslate } from 'react-admin';
import { Link as RouterLink } from 'react-router-dom';
import { formatDateTime } from '@/i18n';
import { ExtensionUnavailableError } from '@/http';
import { getLatestVersion, studyKeys } from './api';
import { versionsRead } from './home-reads';
import { QueryState } from './query-state';

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
          <Table size="small" aria-labelledby="study-versions">
            <TableHead>
              <TableRow>
                <TableCell>{translate('studies.versions.number')}</TableCell>
                <TableCell>{translate('studies.versions.state')}</TableCell>
                <TableCell>{translate('studies.versions.published')}</TableCell>
                <TableCell>{translate('studies.versions.note')}</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {list.map((v) => (
                <TableRow key={v.id}>
                  <TableCell>
                    <Link
                      component={RouterLink}
                      to={`/study/${encodeURIComponent(studyId)}/versions/${v.id}`}
                    >
                      {translate('studies.versions.name', { version: v.version })}
                    </Link>
                  </TableCell>
                  <TableCell>
                    <Chip
                      size="small"
                      color={v.status === 'draft' ? 'warning' : 'default'}
                      label={translate(`studies.versions.status.${v.status}`)}
                    />
                  </TableCell>
                  <TableCell>
                    {v.published_at
                      ? translate('studies.versions.published_by', {
                          when: formatDateTime(v.published_at),
                          who: v.published_by ?? '',
                        })
                      : '—'}
                  </TableCell>
                  <TableCell>{v.note ?? '—'}</TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        )}
      </QueryState>
    </Paper>
  );
}
