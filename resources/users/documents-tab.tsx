import './texts';
import {
  Link,
  Paper,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableHead,
  TableRow,
  Typography,
} from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useTranslate } from 'react-admin';
import { Link as RouterLink } from 'react-router-dom';
import { formatDate } from '@/i18n';
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
                  <Table size="small" aria-label={type}>
                    <TableHead>
                      <TableRow>
                        {['file', 'uploaded', 'status', 'review'].map((k) => (
                          <TableCell key={k}>{col(k)}</TableCell>
                        ))}
                      </TableRow>
                    </TableHead>
                    <TableBody>
                      {group.map((d) => (
                        <TableRow key={d.id}>
                          <TableCell>
                            <Link component={RouterLink} to={`/users/${user.id}/document/${d.id}`}>
                              {d.file_name ?? '—'}
                            </Link>
                          </TableCell>
                          <TableCell>{formatDate(d.created_at)}</TableCell>
                          <TableCell>
                            <DocumentStatus doc={d} />
                          </TableCell>
                          <TableCell>
                            <ReviewControls doc={d} />
                            {d.review_note && <Typography variant="body2">{d.review_note}</Typography>}
                          </TableCell>
                        </TableRow>
                      ))}
                    </TableBody>
                  </Table>
                </TableContainer>
              </section>
            ))
          )
        }
      </QueryState>
    </Stack>
  );
}
