import './texts';
import { Alert, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useId } from 'react';
import { useTranslate } from 'react-admin';
import { auditCalls, callPaged, type ResponseOf } from '@/contract';
import { callExtension, ExtensionUnavailableError, HttpError } from '@/http';
import { formatDateTime, formatDateTimeUtc } from '@/i18n';
import { DataTable, PanelBoundary } from '@/ui';
import { historyKey } from './history-api';

interface VersionSignaturesProps {
  entity: string;
  id: string | number;
  /** The version whose signatures are listed; without it, every version's, each row naming its version. */
  version?: number;
  /** The heading's level where the list sits under another heading (a flow's changelog). */
  level?: 2 | 3;
}

type Entry = ResponseOf<typeof auditCalls.recordHistory>[number];
type Signed = { id: Entry['id']; version: number | null; s: NonNullable<Entry['signature']> };

// A record is published a handful of times; one page of its publishes holds every signature.
const PUBLISHES = 100;

const NO_WRAP = { whiteSpace: 'nowrap' } as const;

/**
 * Whether the answer leaves out what a publish's signature would be matched by (a server may send
 * only the fields the contract requires): then "none was recorded" would not be known to be true.
 */
const untold = (publishes: readonly Entry[], version: number | undefined) =>
  publishes.some(
    (e) =>
      (version !== undefined && e.version === undefined) ||
      ((version === undefined || e.version === version) && e.signature === undefined),
  );

/** The electronic signatures under which a version was published, from the server's audit trail. */
function Signatures({ entity, id, version, level = 2 }: VersionSignaturesProps) {
  const translate = useTranslate();
  const titleId = useId();
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
  const publishes = (query.data?.data ?? []).filter((e) => e.kind === 'publish');
  const signed: Signed[] = publishes.flatMap((e) =>
    e.signature && (version === undefined || e.version === version)
      ? [{ id: e.id, version: e.version ?? null, s: e.signature }]
      : [],
  );
  const title = (
    <Typography
      id={titleId}
      variant="h6"
      component={level === 3 ? 'h3' : 'h2'}
      sx={{ mt: level === 3 ? 2 : 0 }}
    >
      {translate('audit.signatures.title')}
    </Typography>
  );
  if (query.error) {
    const unavailable = query.error instanceof ExtensionUnavailableError;
    const refused = query.error instanceof HttpError && query.error.status === 403;
    return (
      <>
        {title}
        <Alert severity={unavailable ? 'info' : 'warning'}>
          {translate(
            unavailable
              ? 'audit.history.not_offered'
              : refused
                ? 'audit.signatures.forbidden'
                : 'audit.signatures.failed',
          )}
        </Alert>
      </>
    );
  }
  if (!query.data)
    return (
      <>
        {title}
        <Typography role="status">{translate('audit.history.loading')}</Typography>
      </>
    );
  if (signed.length === 0)
    return (
      <>
        {title}
        {untold(publishes, version) ? (
          <Alert severity="info">{translate('audit.signatures.not_sent')}</Alert>
        ) : (
          <Typography>
            {translate(version === undefined ? 'audit.signatures.none_any' : 'audit.signatures.none')}
          </Typography>
        )}
      </>
    );
  return (
    <>
      {title}
      <DataTable
        rows={signed}
        labelledBy={titleId}
        size="small"
        columns={[
          ...(version === undefined
            ? [
                {
                  id: 'version',
                  header: translate('audit.signatures.version'),
                  cell: (r: Signed) => r.version ?? '—',
                },
              ]
            : []),
          {
            id: 'signer',
            header: translate('audit.signatures.signer'),
            cell: ({ s }) => s.signer_name,
            rowHeader: true,
            cellSx: NO_WRAP,
          },
          { id: 'meaning', header: translate('audit.signatures.meaning'), cell: ({ s }) => s.meaning },
          {
            id: 'utc',
            header: translate('audit.signatures.signed_utc'),
            cellSx: NO_WRAP,
            cell: ({ s }) => (
              <time dateTime={s.signed_at}>{formatDateTimeUtc(s.signed_at) || s.signed_at}</time>
            ),
          },
          {
            id: 'local',
            header: translate('audit.signatures.signed_local'),
            cellSx: NO_WRAP,
            cell: ({ s }) => <time dateTime={s.signed_at}>{formatDateTime(s.signed_at) || s.signed_at}</time>,
          },
          {
            id: 'hash',
            header: translate('audit.signatures.hash'),
            cell: ({ s }) => (
              <code title={s.content_hash} style={{ overflowWrap: 'anywhere' }}>
                {s.content_hash}
              </code>
            ),
          },
        ]}
      />
    </>
  );
}

/**
 * A version's signatures, on its own: an answer it cannot draw leaves the rest of the page (the
 * changelog, the diff) standing.
 */
export function VersionSignatures(props: VersionSignaturesProps) {
  return (
    <PanelBoundary
      name={`${props.entity}-version-signatures`}
      resetKey={`${props.id}:${props.version ?? ''}`}
    >
      <Signatures {...props} />
    </PanelBoundary>
  );
}
