import '../texts';
import { Alert, Button, Stack, TextField } from '@mui/material';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslate } from 'react-admin';
import { useNavigate } from 'react-router-dom';
import { useSaveShortcut, useUnsavedChangesGuard } from '@/editing';
import { HttpError } from '@/http';
import { toast } from '@/ui';
import { contentKeys, createContentString, saveContentString, versionOf } from './content-api';
import { ContentLocaleRow } from './content-locale-row';
import { KEY_PATTERN, textState } from './content-rules';
import type { ContentCatalogue, ContentString, ContentWrite } from './content-types';

interface ContentEditorProps {
  catalogue: ContentCatalogue;
  /** Null for a new string. */
  item: ContentString | null;
}

function draftOf(item: ContentString | null, codes: readonly string[]): ContentWrite {
  return {
    key: item?.key ?? '',
    namespace: item?.namespace ?? '',
    description: item?.description ?? '',
    texts: Object.fromEntries(codes.map((c) => [c, item?.texts[c]?.text ?? ''])),
  };
}

export function ContentEditor({ catalogue, item }: ContentEditorProps) {
  const translate = useTranslate();
  const navigate = useNavigate();
  const client = useQueryClient();
  const codes = catalogue.locales.map((l) => l.code);
  const primary = catalogue.primary_locale;
  const [saved, setSaved] = useState(item);
  const [draft, setDraft] = useState(() => draftOf(item, codes));
  // After a 409 the next save is an explicit choice to replace their version, so it names theirs.
  const [version, setVersion] = useState(item ? versionOf(item) : '');
  const [conflict, setConflict] = useState(false);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const unsaved = JSON.stringify(draft) !== JSON.stringify(draftOf(saved, codes));
  useUnsavedChangesGuard(unsaved);

  const save = useMutation({
    mutationFn: (write: ContentWrite) =>
      saved
        ? saveContentString(write, version)
        : createContentString({ ...write, namespace: write.key.split('.')[0] ?? '' }),
    onSuccess: (next) => {
      setSaved(next);
      setVersion(versionOf(next));
      setConflict(false);
      setErrors({});
      client.setQueryData(contentKeys.one(next.key), next);
      void client.invalidateQueries({ queryKey: contentKeys.catalogue() });
      toast.show(translate('labs.content.saved'), 'success');
      if (!saved) void navigate(`/labs/content/${encodeURIComponent(next.key)}`, { replace: true });
    },
    onError: (error) => {
      if (!(error instanceof HttpError)) return;
      if (error.status === 409) {
        const current = (error.body as { current?: ContentString }).current;
        if (current) setVersion(versionOf(current));
        setConflict(true);
      }
      setErrors(error.fieldErrors);
    },
  });
  const submit = () => {
    if (save.isPending) return;
    if (!saved && !KEY_PATTERN.test(draft.key.trim())) {
      setErrors({ key: translate('labs.content.key_format') });
      return;
    }
    if (!(draft.texts[primary] ?? '').trim()) {
      setErrors({ [primary]: translate('labs.content.primary_required') });
      return;
    }
    save.mutate({ ...draft, key: draft.key.trim() });
  };
  useSaveShortcut(submit);
  const setText = (code: string, text: string) =>
    setDraft((d) => ({ ...d, texts: { ...d.texts, [code]: text } }));
  const primaryName = catalogue.locales.find((l) => l.code === primary)?.name ?? primary;
  const shownItem: ContentString = saved ?? { key: draft.key, namespace: '', description: '', texts: {} };
  const failed =
    save.error instanceof HttpError && save.error.status !== 409 && Object.keys(errors).length === 0;
  return (
    <Stack
      component="form"
      spacing={2}
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        submit();
      }}
    >
      {conflict && <Alert severity="warning">{translate('labs.content.conflict')}</Alert>}
      {failed && <Alert severity="error">{translate('labs.content.save_failed')}</Alert>}
      {!saved && (
        <TextField
          required
          label={translate('labs.content.key')}
          value={draft.key}
          error={Boolean(errors.key)}
          helperText={errors.key ?? translate('labs.content.key_help')}
          onChange={(e) => setDraft((d) => ({ ...d, key: e.target.value }))}
        />
      )}
      <TextField
        label={translate('labs.content.description')}
        value={draft.description}
        onChange={(e) => setDraft((d) => ({ ...d, description: e.target.value }))}
      />
      <TextField
        required
        multiline
        minRows={2}
        label={translate('labs.content.primary_text', { name: primaryName })}
        value={draft.texts[primary] ?? ''}
        error={Boolean(errors[primary])}
        helperText={errors[primary]}
        onChange={(e) => setText(primary, e.target.value)}
      />
      {catalogue.locales
        .filter((l) => l.code !== primary)
        .map((l) => (
          <ContentLocaleRow
            key={l.code}
            locale={l}
            primaryName={primaryName}
            primaryText={draft.texts[primary] ?? ''}
            value={draft.texts[l.code] ?? ''}
            state={textState(shownItem, l.code, primary)}
            error={errors[l.code]}
            onChange={(v) => setText(l.code, v)}
          />
        ))}
      <Stack
        direction="row"
        spacing={2}
        sx={{ position: 'sticky', bottom: 0, bgcolor: 'background.paper', py: 1 }}
      >
        <Button type="submit" variant="contained" disabled={save.isPending || (!unsaved && saved !== null)}>
          {translate(conflict ? 'labs.content.save_anyway' : 'labs.content.save')}
        </Button>
      </Stack>
    </Stack>
  );
}
