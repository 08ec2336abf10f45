import '../texts';
import { Alert, Button, LinearProgress, MenuItem, Stack, TextField, Typography } from '@mui/material';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useTranslate } from 'react-admin';
import { lookupEntity } from '@/engine';
import { sendBatch } from './ingest-api';
import { download, parseFile, rowsAsCsv, type ParsedFile } from './ingest-file';
import { guessMapping, importableFields } from './ingest-mapping';
import { MappingTable } from './ingest-mapping-table';
import { IngestProblems } from './ingest-problems';
import { IngestSendPanel } from './ingest-send-panel';
import { BatchSender, type SenderReport } from './ingest-sender';
import { clearRecord, interruptedRecord, saveRecord } from './ingest-storage';
import { TARGETS, type Mapping } from './ingest-types';
import { validateRows } from './ingest-validate';
import { LabsFrame } from '../shared/labs-frame';

const BATCH_SIZE = 50;
type Checked = Awaited<ReturnType<typeof validateRows>>;

/** `/labs/fabric-ingestion`: a file's rows checked with the entity's rules, then sent in batches. */
export default function IngestPage() {
  const translate = useTranslate();
  const [entity, setEntity] = useState<string>(TARGETS[0]);
  const [file, setFile] = useState<ParsedFile | null>(null);
  const [parsed, setParsed] = useState<number | null>(null);
  const [fileError, setFileError] = useState<string | null>(null);
  const [mapping, setMapping] = useState<Mapping>({});
  const [checked, setChecked] = useState<Checked | null>(null);
  const [checking, setChecking] = useState(0);
  const [report, setReport] = useState<SenderReport | null>(null);
  const [interrupted, setInterrupted] = useState(() => interruptedRecord());
  const sender = useRef<BatchSender | null>(null);
  const schema = lookupEntity(entity);
  const fields = useMemo(() => (schema ? importableFields(schema) : []), [schema]);
  const labelOf = (source: string) => translate(`resources.${entity}.fields.${source}`, { _: source });
  const busy = report !== null && report.state !== 'done';

  useEffect(() => {
    if (!file) return;
    const abort = new AbortController();
    setChecked(null);
    void validateRows(file.rows, mapping, fields, { onProgress: setChecking, signal: abort.signal }).then(
      (result) => !abort.signal.aborted && setChecked(result),
    );
    return () => abort.abort();
  }, [file, mapping, fields]);

  const choose = async (picked: File | undefined) => {
    if (!picked) return;
    setFile(null);
    setReport(null);
    setFileError(null);
    setParsed(0);
    try {
      const result = await parseFile(picked, setParsed);
      setMapping(guessMapping(result.headers, fields));
      setFile(result);
    } catch (error) {
      setFileError(
        error instanceof Error && error.message.startsWith('labs.')
          ? error.message
          : 'labs.ingest.file_unreadable',
      );
    } finally {
      setParsed(null);
    }
  };

  const changeEntity = (next: string) => {
    setEntity(next);
    const nextSchema = lookupEntity(next);
    if (file && nextSchema) setMapping(guessMapping(file.headers, importableFields(nextSchema)));
  };

  const send = () => {
    if (!checked || busy) return;
    const skipped = checked.invalidRows.length;
    const rows = file?.rows.length ?? 0;
    const at = new Date().toISOString();
    sender.current = new BatchSender({
      rows: checked.ready,
      size: BATCH_SIZE,
      newBatchId: () => crypto.randomUUID(),
      send: (batch, id) => sendBatch(entity, batch, id),
      onChange: (r) => {
        setReport(r);
        saveRecord({
          entity,
          rows,
          sent: r.sent,
          created: r.created,
          failedRows: r.failed.map((f) => f.row),
          skipped,
          finished: r.state === 'done',
          at,
        });
      },
    });
    void sender.current.start();
  };

  const downloadRows = (reasons: Map<number, string>, name: string) =>
    file &&
    download(
      rowsAsCsv(file, reasons, translate('labs.ingest.reason')),
      `${file.name.replace(/\.[^.]+$/, '')}-${name}.csv`,
    );

  return (
    <LabsFrame title={translate('labs.tool.fabric_ingestion.name')}>
      {interrupted && (
        <Alert
          severity="warning"
          action={
            <Button color="inherit" onClick={() => (clearRecord(), setInterrupted(null))}>
              {translate('labs.ingest.dismiss')}
            </Button>
          }
        >
          {translate('labs.ingest.interrupted', {
            rows: interrupted.rows,
            entity: translate(`resources.${interrupted.entity}.name`, {
              smart_count: 2,
              _: interrupted.entity,
            }),
            sent: interrupted.sent,
            created: interrupted.created,
            failed: interrupted.failedRows.length,
            rest: interrupted.rows - interrupted.skipped - interrupted.sent,
          })}
        </Alert>
      )}
      <Typography variant="body2">{translate('labs.ingest.intro')}</Typography>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} alignItems={{ sm: 'center' }}>
        <TextField
          select
          size="small"
          sx={{ minWidth: 220 }}
          label={translate('labs.ingest.target')}
          value={entity}
          disabled={busy}
          onChange={(e) => changeEntity(e.target.value)}
        >
          {TARGETS.map((t) => (
            <MenuItem key={t} value={t}>
              {translate(`resources.${t}.name`, { smart_count: 2, _: t })}
            </MenuItem>
          ))}
        </TextField>
        <label>
          <Typography variant="body2" component="span" sx={{ mr: 1 }}>
            {translate('labs.ingest.file')}
          </Typography>
          <input
            type="file"
            accept=".csv,.json,text/csv,application/json"
            disabled={busy}
            onChange={(e) => void choose(e.target.files?.[0])}
          />
        </label>
      </Stack>
      {parsed !== null && (
        <Typography role="status">{translate('labs.ingest.parsing', { rows: parsed })}</Typography>
      )}
      {fileError && <Alert severity="error">{translate(fileError)}</Alert>}
      {file && (
        <>
          <Typography variant="h6" component="h2">
            {translate('labs.ingest.mapping_title', { name: file.name, rows: file.rows.length })}
          </Typography>
          <MappingTable
            headers={file.headers}
            sample={file.rows[0]}
            fields={fields}
            mapping={mapping}
            labelOf={labelOf}
            onChange={(c, f) => setMapping((m) => ({ ...m, [c]: f }))}
          />
          {!checked && (
            <Stack spacing={0.5}>
              <LinearProgress
                variant="determinate"
                value={(checking / file.rows.length) * 100}
                aria-label={translate('labs.ingest.checking', { done: checking, rows: file.rows.length })}
              />
              <Typography variant="body2">
                {translate('labs.ingest.checking', { done: checking, rows: file.rows.length })}
              </Typography>
            </Stack>
          )}
          {checked && (
            <IngestProblems
              problems={checked.problems}
              invalidRows={checked.invalidRows.length}
              validRows={checked.ready.length}
              labelOf={labelOf}
              onDownload={() =>
                downloadRows(
                  new Map(checked.problems.map((p) => [p.row, translate(p.message, p.args)])),
                  'errors',
                )
              }
            />
          )}
          {checked && !report && (
            <Button
              variant="contained"
              sx={{ alignSelf: 'flex-start' }}
              disabled={checked.ready.length === 0}
              onClick={send}
            >
              {translate('labs.ingest.send', { rows: checked.ready.length, size: BATCH_SIZE })}
            </Button>
          )}
          {report && checked && (
            <IngestSendPanel
              report={report}
              skipped={checked.invalidRows.length}
              onPause={() => sender.current?.pause()}
              onResume={() => void sender.current?.resume()}
              onRetry={() => void sender.current?.retryFailed()}
              onDownloadFailed={() =>
                downloadRows(new Map(report.failed.map((f) => [f.row, f.reason])), 'failed')
              }
            />
          )}
        </>
      )}
    </LabsFrame>
  );
}
