import './texts';
import { Alert, Box, Button, LinearProgress, MenuItem, Stack, TextField, Typography } from '@mui/material';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useRef, useState, type DragEvent } from 'react';
import { useTranslate, type Identifier } from 'react-admin';
import { HttpError } from '@/http';
import { formatNumber } from '@/i18n';
import { toast } from '@/ui';
import { getDocumentTypes, uploadDocument, userKeys } from './api';
import { ACCEPTED_TYPES, checkUpload } from './document-checks';

const sizeText = (bytes: number) =>
  bytes >= 1024 * 1024
    ? `${formatNumber(bytes / 1024 / 1024, { maximumFractionDigits: 1 })} MB`
    : `${formatNumber(Math.ceil(bytes / 1024))} KB`;

/** Drop a file (or choose one), pick its type; the file is checked here before anything is sent. */
export function UploadZone({ userId }: { userId: Identifier }) {
  const translate = useTranslate();
  const client = useQueryClient();
  const input = useRef<HTMLInputElement>(null);
  const [file, setFile] = useState<File | null>(null);
  const [typeId, setTypeId] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const [over, setOver] = useState(false);
  const types = useQuery({
    queryKey: userKeys.documentTypes(),
    queryFn: getDocumentTypes,
    staleTime: 300_000,
  });
  const upload = useMutation({
    mutationFn: (f: File) => uploadDocument(userId, f, Number(typeId)),
    onSuccess: async (doc) => {
      setFile(null);
      toast.show(translate('users.documents.uploaded', { name: doc.file_name ?? '—' }), 'success');
      await Promise.all([
        client.invalidateQueries({ queryKey: userKeys.documents(userId) }),
        client.invalidateQueries({ queryKey: userKeys.summary(userId) }),
      ]);
    },
    onError: (e) =>
      setProblem(e instanceof HttpError ? (e.fieldErrors.file ?? e.message) : translate('users.load_failed')),
  });
  const choose = (f: File | undefined) => {
    if (!f) return;
    const p = checkUpload(f);
    setProblem(p ? translate(`users.documents.problem.${p.code}`) : null);
    setFile(p ? null : f);
  };
  const onDrop = (e: DragEvent) => {
    e.preventDefault();
    setOver(false);
    choose(e.dataTransfer.files[0]);
  };
  const typeMissing = file !== null && !typeId;
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
        <Button variant="outlined" onClick={() => input.current?.click()}>
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
      {file && (
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} alignItems={{ sm: 'center' }}>
          <Typography>
            {translate('users.documents.chosen', { name: file.name, size: sizeText(file.size) })}
          </Typography>
          <TextField
            select
            size="small"
            label={translate('users.documents.type')}
            value={types.data ? typeId : ''}
            onChange={(e) => setTypeId(e.target.value)}
            sx={{ minWidth: 220 }}
            error={typeMissing}
            helperText={
              typeMissing
                ? translate('validation.required', { field: translate('users.documents.type') })
                : undefined
            }
          >
            {(types.data ?? []).map((t) => (
              <MenuItem key={t.id} value={String(t.id)}>
                {t.label}
              </MenuItem>
            ))}
          </TextField>
          <Button
            variant="contained"
            disabled={!typeId || upload.isPending}
            onClick={() => upload.mutate(file)}
          >
            {translate('users.documents.send')}
          </Button>
        </Stack>
      )}
      {upload.isPending && file && (
        <Box role="status">
          <Typography variant="body2">
            {translate('users.documents.uploading', { name: file.name, size: sizeText(file.size) })}
          </Typography>
          <LinearProgress
            aria-label={translate('users.documents.uploading', {
              name: file.name,
              size: sizeText(file.size),
            })}
          />
        </Box>
      )}
    </Stack>
  );
}
