import '../texts';
import {
  Alert,
  Button,
  Checkbox,
  FormControlLabel,
  MenuItem,
  Paper,
  Stack,
  TextField,
  Typography,
} from '@mui/material';
import { useMutation } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { useDataProvider, useGetList, useStore, useTranslate, type Identifier } from 'react-admin';
import { Link, useNavigate } from 'react-router-dom';
import { usePermissionCheck } from '@/auth';
import { canDo, lookupEntity } from '@/engine';
import { AccessDenied, humanize } from '@/engine/screens';
import { usePageTitle } from '@/ui';
import { recordOf } from '../draft-record';
import { folderTree, type Folder } from '../list/folders';
import type { TemplateRecord } from '../template-record';
import { useLibrary } from '../use-library';
import { EMPTY_START, startDraft, startProblems, TEMPLATE_TYPES, type StartForm } from './start-draft';
import { StartSource } from './start-source';

const ALL_FOLDERS = { pagination: { page: 1, perPage: 500 }, sort: { field: 'name', order: 'ASC' } } as const;

/**
 * `/templates/create`: the one way to start a template. What is asked here (name, folder,
 * subject, kind, and the content to start from) is saved with the new template, so the editor
 * opens on all of it. A typed address is refused to those who may not create templates, before
 * anything is filled in for nothing.
 */
export default function StartTemplatePage() {
  const check = usePermissionCheck();
  const templates = lookupEntity('templates');
  if (!templates || !canDo(templates, 'create', check)) return <AccessDenied />;
  return <StartTemplateForm />;
}

function StartTemplateForm() {
  const translate = useTranslate();
  const navigate = useNavigate();
  const dataProvider = useDataProvider();
  const { library, loaded } = useLibrary();
  usePageTitle(translate('emails.start.title'));
  // The folder chosen in the list is where a new template most likely belongs.
  const [listFolder] = useStore<Identifier | null>('email-list-folder', null);
  const [form, setForm] = useState<StartForm>(() => ({ ...EMPTY_START, folder_id: listFolder }));
  const [tried, setTried] = useState(false);
  const { data: folders = [] } = useGetList<Folder & { id: Identifier }>('template-folders', ALL_FOLDERS);
  const nodes = useMemo(() => folderTree(folders), [folders]);
  const problems = startProblems(form);
  const change = (next: Partial<StartForm>) => setForm((f) => ({ ...f, ...next }));
  const field = (f: string) => translate(`resources.templates.fields.${f}`, { _: humanize(f) });

  const create = useMutation({
    mutationFn: async () => {
      const copy =
        form.from === 'copy' && form.copyOf !== null
          ? (await dataProvider.getOne<TemplateRecord>('templates', { id: form.copyOf })).data
          : null;
      const data = await recordOf(startDraft(form, copy), library);
      return (await dataProvider.create<TemplateRecord>('templates', { data })).data;
    },
    onSuccess: (record) => navigate(`/templates/${encodeURIComponent(String(record.id))}`, { replace: true }),
  });
  const submit = () => {
    setTried(true);
    if (problems.length === 0) create.mutate();
  };
  const nameError = tried && problems.includes('name');

  return (
    <Paper
      component="form"
      sx={{ p: 3, maxWidth: 720, mx: 'auto', mt: 2 }}
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        submit();
      }}
    >
      <Stack spacing={2}>
        <Typography variant="h5" component="h1">
          {translate('emails.start.title')}
        </Typography>
        <TextField
          required
          autoFocus
          label={field('name')}
          value={form.name}
          onChange={(e) => change({ name: e.target.value })}
          error={nameError}
          helperText={nameError ? translate('emails.start.name_required') : ''}
        />
        <TextField
          select
          label={field('folder_id')}
          value={form.folder_id === null ? '' : String(form.folder_id)}
          onChange={(e) =>
            change({
              folder_id: nodes.find((n) => String(n.folder.id) === e.target.value)?.folder.id ?? null,
            })
          }
        >
          <MenuItem value="">{translate('emails.start.no_folder')}</MenuItem>
          {nodes.map(({ folder: f, depth }) => (
            <MenuItem key={f.id} value={String(f.id)} sx={{ pl: 2 + depth * 2 }}>
              {f.name}
            </MenuItem>
          ))}
        </TextField>
        <TextField
          label={field('email_subject')}
          value={form.subject}
          onChange={(e) => change({ subject: e.target.value })}
        />
        <TextField
          select
          required
          label={field('type')}
          value={form.type}
          onChange={(e) => change({ type: TEMPLATE_TYPES.find((t) => t === e.target.value) ?? 'study' })}
        >
          {TEMPLATE_TYPES.map((t) => (
            <MenuItem key={t} value={t}>
              {translate(`resources.templates.choices.type.${t}`, { _: humanize(t) })}
            </MenuItem>
          ))}
        </TextField>
        <FormControlLabel
          control={
            <Checkbox
              checked={form.is_transactional}
              onChange={(e) => change({ is_transactional: e.target.checked })}
            />
          }
          label={translate('emails.start.transactional')}
        />
        <StartSource form={form} onChange={change} showErrors={tried} />
        {create.isError && (
          <Alert severity="error">
            {translate('emails.start.failed', {
              reason: create.error instanceof Error ? create.error.message : '',
            })}
          </Alert>
        )}
        <Stack direction="row" spacing={1} sx={{ justifyContent: 'flex-end' }}>
          <Button component={Link} to="/emails">
            {translate('ra.action.cancel')}
          </Button>
          <Button type="submit" variant="contained" disabled={create.isPending || !loaded}>
            {translate('emails.start.create')}
          </Button>
        </Stack>
      </Stack>
    </Paper>
  );
}
