import { Alert, List, ListItem, ListItemText, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useTranslate } from 'react-admin';
import { queryKeys } from '@/data/query-keys';
import { formatDateTime } from '@/i18n';
import { getVersions } from './api';
import { FlowSignatures } from './flow-signatures';
import './texts';

/** Every published version with its note and what changed, newest first. */
export function ChangelogPanel({ flowId }: { flowId: number }) {
  const translate = useTranslate();
  const { data, isError } = useQuery({
    queryKey: queryKeys('flows').custom('versions', String(flowId)),
    queryFn: () => getVersions(flowId),
  });
  return (
    <section aria-labelledby="flow-changelog-title">
      <Typography id="flow-changelog-title" variant="h6" component="h2">
        {translate('flows.changelog.title')}
      </Typography>
      {isError && <Alert severity="error">{translate('flows.changelog.failed')}</Alert>}
      {data?.length === 0 && <Typography>{translate('flows.changelog.empty')}</Typography>}
      <List aria-labelledby="flow-changelog-title">
        {data?.map((v) => (
          <ListItem key={v.flow_version_id} alignItems="flex-start" divider>
            <ListItemText
              primary={translate('flows.changelog.entry', {
                version: v.version ?? '—',
                who: v.published_by_name ?? '—',
                when: formatDateTime(v.published_at) || '—',
                note: v.note ?? '',
              })}
              secondary={v.changes?.length ? v.changes.join('; ') : translate('flows.changelog.no_changes')}
            />
          </ListItem>
        ))}
      </List>
      <FlowSignatures flowId={flowId} />
    </section>
  );
}
