import '../texts';
import { Paper, Stack, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useTranslate } from 'react-admin';
import { useParams } from 'react-router-dom';
import { VersionSignatures } from '@/audit';
import { DiffList } from '@/editing';
import { formatDateTime } from '@/i18n';
import { EditorFrame, useEditorTab } from '@/ui/editor-frame';
import { retryUnlessFinal } from '@/http';
import { PanelBoundary, usePageTitle } from '@/ui';
import { RecordState } from '@/ui/record-state';
import { getVersion, getVersions, studyKeys } from '../api';
import { Facts } from '../shared/facts';
import { QueryState } from '../shared/query-state';
import { ReadinessList } from '../shared/readiness-list';
import { StudyNav } from '../shared/study-nav';
import type { VersionDetail } from '../types';
import { versionDiff } from '../version-diff';
import { VersionDetails } from './version-details';

const TABS = ['index', 'changelog', 'details'] as const;

/** The note, who published it, and what changed against the version before, in words. */
function Changelog({ studyId, version }: { studyId: string; version: VersionDetail }) {
  const translate = useTranslate();
  const versions = useQuery({
    queryKey: studyKeys.versions(studyId),
    queryFn: () => getVersions(studyId),
    retry: retryUnlessFinal,
  });
  const previousId = versions.data?.find((v) => v.version === version.version - 1)?.id;
  const previous = useQuery({
    queryKey: studyKeys.version(studyId, String(previousId)),
    queryFn: () => getVersion(studyId, String(previousId)),
    enabled: previousId !== undefined,
  });
  return (
    <Stack spacing={2}>
      <Facts
        facts={[
          [translate('studies.versions.note'), version.note],
          [
            translate('studies.versions.published'),
            version.published_at
              ? translate('studies.versions.published_by', {
                  when: formatDateTime(version.published_at),
                  who: version.published_by ?? '',
                })
              : translate('studies.versions.status.draft'),
          ],
        ]}
      />
      {version.status === 'published' && (
        <VersionSignatures entity="studies" id={studyId} version={version.version} />
      )}
      <Typography variant="h6" component="h2">
        {translate('studies.versions.changes_since', { version: version.version - 1 })}
      </Typography>
      {version.version === 1 ? (
        <Typography>{translate('studies.versions.first')}</Typography>
      ) : versions.isError ? (
        // Without the versions list (or when it fails) the version before cannot be found.
        <QueryState {...versions}>{() => null}</QueryState>
      ) : versions.data && previousId === undefined ? (
        <Typography>{translate('studies.versions.no_previous')}</Typography>
      ) : (
        <QueryState {...previous}>
          {(before) => (
            <DiffList entries={versionDiff(before, version)} label={translate('studies.versions.changes')} />
          )}
        </QueryState>
      )}
    </Stack>
  );
}

/** `/study/{id}/versions/{version}`: what a version contains, its changelog, and its fields read-only. */
export default function VersionPage() {
  const translate = useTranslate();
  const { study_id: studyId = '', version_id: versionId = '' } = useParams();
  const tab = useEditorTab(TABS);
  const version = useQuery({
    queryKey: studyKeys.version(studyId, versionId),
    queryFn: () => getVersion(studyId, versionId),
    // A version that is not there, or not for this account, is not there on a second asking.
    retry: retryUnlessFinal,
  });
  const name = version.data ? translate('studies.versions.name', { version: version.data.version }) : '';
  usePageTitle(version.data ? `${version.data.fields.title}: ${name}` : translate('studies.versions.title'));
  const home = `/study/${encodeURIComponent(studyId)}`;
  return (
    <Stack spacing={2} sx={{ p: 2 }}>
      <RecordState
        {...version}
        // Named as the address names it: the version may be missing, so its number is not known.
        name={translate('studies.versions.name', { version: versionId })}
        back={{ to: home, label: translate('studies.back_home') }}
      >
        {(v) => (
          <>
            <EditorFrame
              back={{ to: home, label: translate('studies.back_home') }}
              title={`${v.fields.title}: ${name}`}
              status={{ label: translate(`studies.versions.status.${v.status}`) }}
              tabs={TABS.map((id) => ({ id, label: translate(`studies.versions.tab.${id}`) }))}
              tabsLabel={translate('studies.versions.tabs')}
              current={tab}
            />
            <StudyNav studyId={studyId} />
            <Paper variant="outlined" sx={{ p: 2 }}>
              {/* A tab that cannot draw leaves the frame and the other tabs; switching tabs retries. */}
              <PanelBoundary name={`study-version-${tab}`} resetKey={tab}>
                {tab === 'index' && (
                  <ReadinessList studyId={studyId} version={v} linked={v.status === 'draft'} />
                )}
                {tab === 'changelog' && <Changelog studyId={studyId} version={v} />}
                {tab === 'details' && <VersionDetails version={v} />}
              </PanelBoundary>
            </Paper>
          </>
        )}
      </RecordState>
    </Stack>
  );
}
