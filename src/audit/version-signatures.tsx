import './texts';
import { Alert, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useTranslate } from 'react-admin';
import { auditCalls, callPaged } from '@/contract';
import { callExtension, ExtensionUnavailableError } from '@/http';
import { formatDateTime } from '@/i18n';
import { DataTable } from '@/ui';
import { historyKey } from './history-api';

interface VersionSignaturesProps {
  entity: string;
  id: string | number;
  version: number;
}

// A record is published a handful of times; one page of its publishes holds every signature.
const PUBLISHES = 100;

const utc = (iso: string) => `${iso.slice(0, 16).replace('T', ' ')} UTC`;

/** The electronic signatures under which a version was published, from the server's audit trail. */
export function VersionSignatures({ entity, id, version }: VersionSignaturesProps) {
  const translate = useTranslate();
  const query = useQuery({
    queryKey: [...historyKey(entity, id), 'publishes'],
    queryFn: () =>
      callExtension(auditCalls.recordHistory.id, () =>
        callPaged(auditCalls.recordHistory, {
          path: { entity, id },
          params: { kind: 'publish', page: 1, page_size: PUBLISHES },
          skipErrorHandling: true,
        }),
      ),
    retry: false,
  });
  const signed = (query.data?.data ?? []).flatMap((e) =>
    e.version === version && e.signature ? [{ id: e.id, s: e.signature }] : [],
  );
  const title = (
    <Typography variant="h6" component="h2">
      {translate('audit.signatures.title')}
    </Typography>
  );
  if (query.error)
    return (
      <>
        {title}
        <Alert severity={query.error instanceof ExtensionUnavailableError ? 'info' : 'warning'}>
          {translate(
            query.error instanceof ExtensionUnavailableError
              ? 'audit.history.not_offered'
              : 'audit.signatures.failed',
          )}
        </Alert>
      </>
    );
  if (!query.data)
    return (
      <>
        {title}
        <Typography role="status">{translate('audit.history.loading')}</Typography>
      </>
    );
  return (
    <>
      {title}
      {signed.length === 0 ? (
        <Typography>{translate('audit.signatures.none')}</Typography>
      ) : (
        <DataTable
          rows={signed}
          label={translate('audit.signatures.title')}
          columns={[
            { id: 'signer', header: translate('audit.signatures.signer'), cell: ({ s }) => s.signer_name },
            { id: 'meaning', header: translate('audit.signatures.meaning'), cell: ({ s }) => s.meaning },
            {
              id: 'signed_at',
              header: translate('audit.signatures.signed_at'),
              cell: ({ s }) => (
                <time dateTime={s.signed_at}>
                  {utc(s.signed_at)} ({formatDateTime(s.signed_at)})
                </time>
              ),
            },
            {
              id: 'hash',
              header: translate('audit.signatures.hash'),
              cell: ({ s }) => <code title={s.content_hash}>{s.content_hash.slice(0, 12)}</code>,
            },
          ]}
        />
      )}
    </>
  );
}
