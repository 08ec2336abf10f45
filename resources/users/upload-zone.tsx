import './texts';
import { Alert, Box, Button, MenuItem, Stack, TextField, Typography } from '@mui/material';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useRef, useState, type DragEvent } from 'react';
import { useTranslate, type Identifier } from 'react-admin';
import { HttpError } from '@/http';
import { formatBytes } from '@/i18n';
import { toast } from '@/ui';
import { getDocumentTypes, userKeys } from './api';
import { ACCEPTED_TYPES, checkUpload } from './document-checks';
import { UploadProgressBar } from './upload-progress';
import { useDocumentUpload } from './use-document-upload';

/** Drop a file (or choose one), pick its type; the file is checked here before anything is sent. */
export function UploadZone({ userId }: { userId: Identifier }) {
  const translate = useTranslate();
  const client = useQueryClient();
  const input = useRef<HTMLInputElement>(null);
  const [file, setFile] = useState<File | null>(null);
  const [typeId, setTypeId] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const [cancelled, setCancelled] = useState(false);
  const [over, setOver] = useState(false);
  const types = useQuery({
    queryKey: userKeys.documentTypes(),
    queryFn: getDocumentTypes,
    staleTime: 300_000,
  });
  const upload = useDocumentUpload(userId, {
    onDone: async (doc) => {
      setFile(null);
      toast.show(translate('users.documents.uploaded', { name: doc.file_name ?? '—' }), 'success');
      await Promise.all([
        client.invalidateQueries({ queryKey: userKeys.documents(userId) }),
        client.invalidateQueries({ queryKey: userKeys.summary(userId) }),
      ]);
    },
    // A cancelled upload keeps the file and its type chosen, so it can be sent again as it is.
    onFailed: (e) => {
      if (e instanceof HttpError && e.aborted) setCancelled(true);
      else
        setProblem(
          e instanceof HttpError ? (e.fieldErrors.file ?? e.message) : translate('users.load_failed'),
        );
    },
  });
  const busy = upload.isPending;
  const choose = (f: File | undefined) => {
    if (!f || busy) return;
    const p = checkUpload(f);
    setCancelled(false);
    setProblem(p ? translate(`users.documents.problem.${p.code}`) : null);
    setFile(p ? null : f);
  };
  const onDrop = (e: DragEvent) => {
    e.preventDefault();
    setOver(false);
    choose(e.dataTransfer.files[0]);
  };
  const send = (f: File) => {
    setProblem(null);
    setCancelled(false);
    upload.start(f, Number(typeId));
  };
  const typeMissing = file !== null && !typeId;
  const chosenType = types.data?.find((t) => String(t.id) === typeId);
  const typeText = (label: string | null | undefined, staffOnly: boolean | null | undefined) =>
    staffOnly ? translate('users.documents.staff_only_type', { label: label ?? '—' }) : (label ?? '—');
  return (
    <Stack spacing={2} component="section" aria-label={translate('users.documents.upload')}>
      <Box
        onDragOver={(e) => {
          e.preventDefault();
          setOver(true);
        }}
        onDragLeave={() => setOver(false)}
        onDrop={onDrop}
        data-testid="document-drop-zone"
        sx={{
          border: 2,
          borderStyle: 'dashed',
          borderColor: over ? 'primary.main' : 'divider',
          borderRadius: 1,
          p: 3,
          textAlign: 'center',
          bgcolor: over ? 'action.hover' : undefined,
        }}
      >
        <Typography gutterBottom>{translate('users.documents.drop_here')}</Typography>
        <Button variant="outlined" disabled={busy} onClick={() => input.current?.click()}>
          {translate('users.documents.choose')}
        </Button>
        <input
          ref={input}
          type="file"
          hidden
          accept={ACCEPTED_TYPES.join(',')}
          aria-label={translate('users.documents.choose')}
          onChange={(e) => {
            choose(e.target.files?.[0]);
            e.target.value = '';
          }}
        />
        <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
          {translate('users.documents.limits')}
        </Typography>
      </Box>
      {problem && <Alert severity="error">{problem}</Alert>}
      {cancelled && <Alert severity="info">{translate('users.documents.cancelled')}</Alert>}
      {file && (
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} alignItems={{ sm: 'center' }}>
          <Typography>
            {translate('users.documents.chosen', { name: file.name, size: formatBytes(file.size) })}
          </Typography>
          <TextField
            select
            size="small"
            label={translate('users.documents.type')}
            value={types.data ? typeId : ''}
            onChange={(e) => setTypeId(e.target.value)}
            disabled={busy}
            sx={{ minWidth: 220 }}
            error={typeMissing}
            helperText={
              typeMissing
                ? translate('validation.required', { field: translate('users.documents.type') })
                : chosenType?.admin_upload_only
                  ? translate('users.documents.staff_only_help')
                  : undefined
            }
          >
            {(types.data ?? []).map((t) => (
              <MenuItem key={t.id} value={String(t.id)}>
                {typeText(t.label, t.admin_upload_only)}
              </MenuItem>
            ))}
          </TextField>
          <Button variant="contained" disabled={!typeId || busy} onClick={() => send(file)}>
            {translate('users.documents.send')}
          </Button>
        </Stack>
      )}
      {file && upload.progress && (
        <UploadProgressBar name={file.name} progress={upload.progress} onCancel={upload.cancel} />
      )}
    </Stack>
  );
}
