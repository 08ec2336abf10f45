import './texts';
import { Link, Paper, Stack, TableContainer, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useTranslate } from 'react-admin';
import { Link as RouterLink } from 'react-router-dom';
import { formatDate } from '@/i18n';
import { DataTable } from '@/ui';
import { getUserDocuments, userKeys } from './api';
import { DocumentStatus } from './document-status';
import { QueryState } from '@/ui/query-state';
import { ReviewControls } from './review-controls';
import type { DocumentEntry, UserRecord } from './types';
import { UploadZone } from './upload-zone';

function byType(docs: readonly DocumentEntry[]): [string, DocumentEntry[]][] {
  const groups = new Map<string, DocumentEntry[]>();
  for (const d of docs) {
    const type = d.type_label ?? '—';
    groups.set(type, [...(groups.get(type) ?? []), d]);
  }
  return [...groups.entries()].sort(([a], [b]) => a.localeCompare(b));
}

/** Documents grouped by type, with upload and, where the type asks for it, review. */
export function DocumentsTab({ user }: { user: UserRecord }) {
  const translate = useTranslate();
  const docs = useQuery({ queryKey: userKeys.documents(user.id), queryFn: () => getUserDocuments(user.id) });
  const col = (k: string) => translate(`users.documents.column.${k}`);
  return (
    <Stack spacing={3}>
      <UploadZone userId={user.id} />
      <QueryState data={docs.data} isError={docs.isError} refetch={docs.refetch}>
        {(list) =>
          list.length === 0 ? (
            <Typography>{translate('users.documents.none')}</Typography>
          ) : (
            byType(list).map(([type, group]) => (
              <section key={type} aria-label={type}>
                <Typography variant="h6" component="h2" gutterBottom>
                  {translate('users.documents.group', { type, smart_count: group.length })}
                </Typography>
                <TableContainer component={Paper} variant="outlined">
                  <DataTable
                    rows={group}
                    label={type}
                    columns={[
                      {
                        id: 'file',
                        header: col('file'),
                        cell: (d) => (
                          <Link component={RouterLink} to={`/users/${user.id}/document/${d.id}`}>
                            {d.file_name ?? '—'}
                          </Link>
                        ),
                      },
                      { id: 'uploaded', header: col('uploaded'), cell: (d) => formatDate(d.created_at) },
                      { id: 'status', header: col('status'), cell: (d) => <DocumentStatus doc={d} /> },
                      {
                        id: 'review',
                        header: col('review'),
                        cell: (d) => (
                          <>
                            <ReviewControls doc={d} />
                            {d.review_note && <Typography variant="body2">{d.review_note}</Typography>}
                          </>
                        ),
                      },
                    ]}
                  />
                </TableContainer>
              </section>
            ))
          )
        }
      </QueryState>
    </Stack>
  );
}
