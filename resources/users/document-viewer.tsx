import './texts';
import { Box, Button } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useMemo } from 'react';
import { useTranslate } from 'react-admin';
import { getDocumentContent, userKeys } from './api';
import { showsInline } from './document-checks';
import { QueryState } from '@/ui/query-state';
import type { DocumentEntry } from './types';

function blobOf(base64: string, type: string): Blob {
  const binary = atob(base64);
  const bytes = new Uint8Array(binary.length);
  for (let i = 0; i < binary.length; i += 1) bytes[i] = binary.charCodeAt(i);
  return new Blob([bytes], { type });
}

/** Bytes of an unnamed kind: offered as a download. */
const OCTETS = 'application/octet-stream';
/**
 * The document's file, fetched with the session's token and shown from memory: PDFs and images
 * inline, anything else as a download. The object URL lives only while the viewer is on screen.
 */
export function DocumentViewer({ doc }: { doc: DocumentEntry }) {
  const translate = useTranslate();
  const content = useQuery({
    queryKey: userKeys.documentContent(doc.id),
    queryFn: () => getDocumentContent(doc.id),
  });
  const url = useMemo(
    () =>
      content.data
        ? URL.createObjectURL(blobOf(content.data.base64, content.data.content_type ?? OCTETS))
        : null,
    [content.data],
  );
  useEffect(() => () => (url ? URL.revokeObjectURL(url) : undefined), [url]);
  return (
    <QueryState data={content.data} isError={content.isError} refetch={content.refetch}>
      {(c) => {
        if (!url) return null;
        if (!showsInline(c.content_type ?? OCTETS))
          return (
            <Button variant="outlined" component="a" href={url} download={doc.file_name ?? undefined}>
              {translate('users.documents.download', { name: doc.file_name ?? '—' })}
            </Button>
          );
        if (c.content_type === 'application/pdf')
          return (
            <Box
              component="iframe"
              src={url}
              title={translate('users.documents.preview_of', { name: doc.file_name ?? '—' })}
              sx={{ width: '100%', height: 560, border: 1, borderColor: 'divider' }}
            />
          );
        return (
          <Box
            component="img"
            src={url}
            alt={translate('users.documents.preview_of', { name: doc.file_name ?? '—' })}
            sx={{
              maxWidth: '100%',
              width: 480,
              imageRendering: 'pixelated',
              border: 1,
              borderColor: 'divider',
            }}
          />
        );
      }}
    </QueryState>
  );
}
