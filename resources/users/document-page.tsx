import './texts';
import { Link, Paper, Stack, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useTranslate } from 'react-admin';
import { Link as RouterLink, useParams } from 'react-router-dom';
import { formatDate, formatDateTime } from '@/i18n';
import { usePageTitle } from '@/ui';
import { getDocument, userKeys } from './api';
import { DocumentStatus } from './document-status';
import { DocumentViewer } from './document-viewer';
import { Facts } from './facts';
import { QueryState } from '@/ui/query-state';
import { ReviewControls } from './review-controls';
import { userTabPath } from './user-tabs';

/** `/users/{user_id}/document/{document_id}`: the document, its file, and its review. */
export default function DocumentPage() {
  const translate = useTranslate();
  const params = useParams();
  const userId = params.user_id ?? '';
  const docId = params.document_id ?? '';
  usePageTitle(translate('users.documents.page_title', { id: docId }));
  const doc = useQuery({ queryKey: userKeys.document(docId), queryFn: () => getDocument(docId) });
  const label = (k: string) => translate(`users.documents.column.${k}`);
  return (
    <Stack spacing={2} sx={{ p: 2 }}>
      <Link component={RouterLink} to={userTabPath(userId, 'documents')}>
        {translate('users.documents.back')}
      </Link>
      <QueryState data={doc.data} isError={doc.isError} refetch={doc.refetch}>
        {(d) => (
          <>
            <Typography variant="h4" component="h1">
              {d.file_name ?? '—'}
            </Typography>
            <Paper variant="outlined" sx={{ p: 2 }}>
              <Stack spacing={2}>
                <Facts
                  items={[
                    [label('type'), d.type_label],
                    [label('uploaded'), formatDate(d.created_at)],
                    [label('status'), <DocumentStatus doc={d} />],
                    [
                      label('reviewed'),
                      d.reviewed_at
                        ? translate('users.documents.reviewed_text', {
                            who: d.reviewed_by_name ?? '',
                            when: formatDateTime(d.reviewed_at),
                          })
                        : null,
                    ],
                    [label('reason'), d.review_note],
                  ]}
                />
                <ReviewControls doc={d} />
              </Stack>
            </Paper>
            <DocumentViewer doc={d} />
          </>
        )}
      </QueryState>
    </Stack>
  );
}
