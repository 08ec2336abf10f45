import { localeName } from '@/i18n';
import '../texts';
import { Button, MenuItem, Paper, Stack, TextField, Typography } from '@mui/material';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslate } from 'react-admin';
import { callApi, coreCalls } from '@/contract';
import { queryKeys } from '@/data';
import type { Editing } from '@/editing';
import { ConfirmDialog } from '@/ui';
import { addLocale, removeLocale, type StudyDraft } from '../api';
import { PrimaryLocale } from './primary-locale';
import { textsIn } from '../readiness';
import type { VersionTexts } from '../types';

const useLocales = () =>
  useQuery({
    queryKey: queryKeys('locales').custom('admin-locales'),
    queryFn: () => callApi(coreCalls.locales),
    staleTime: Infinity,
  }).data ?? [];

/** Adding and removing the draft's locales; a removal first says how many texts go with it. */
export function LocaleControls({
  studyId,
  editing,
  working,
}: {
  studyId: string;
  editing: Editing<StudyDraft>;
  working: VersionTexts;
}) {
  const translate = useTranslate();
  const client = useQueryClient();
  const known = useLocales();
  const [adding, setAdding] = useState('');
  const [removing, setRemoving] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const value = editing.model.value;
  const version = Number(editing.model.server?.version);
  const nameOf = (id: string) => known.find((l) => l.id === id)?.name ?? id;
  // Saved first, so the change is made on the draft as typed, then read back.
  const run = async (call: () => Promise<unknown>) => {
    setBusy(true);
    try {
      if (editing.unsaved && !(await editing.save())) return;
      await call();
      await editing.reload();
      void client.invalidateQueries({ queryKey: queryKeys('studies').all });
    } finally {
      setBusy(false);
    }
  };
  if (!value) return null;
  const free = known.filter((l) => !value.locales.includes(l.id));
  return (
    <Paper variant="outlined" component="section" aria-labelledby="study-locales" sx={{ p: 2 }}>
      <Stack spacing={2}>
        <Typography id="study-locales" variant="h6" component="h2">
          {translate('studies.locales.title')}
        </Typography>
        <PrimaryLocale editing={editing} working={working} disabled={busy} />
        <Stack direction="row" spacing={1} useFlexGap flexWrap="wrap">
          {value.locales.map((l) => (
            <Button
              key={l}
              color="error"
              variant="outlined"
              size="small"
              disabled={busy || l === value.primary_locale}
              onClick={() => setRemoving(l)}
            >
              {translate('studies.locales.remove', { locale: localeName(l) })}
            </Button>
          ))}
        </Stack>
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
          <TextField
            select
            size="small"
            label={translate('studies.locales.add_label')}
            value={adding}
            onChange={(e) => setAdding(e.target.value)}
            sx={{ minWidth: 220 }}
          >
            {free.map((l) => (
              <MenuItem key={l.id} value={l.id}>
                {`${l.name ?? l.id} (${l.id})`}
              </MenuItem>
            ))}
          </TextField>
          <Button
            disabled={busy || adding === ''}
            onClick={() => void run(() => addLocale(studyId, version, adding)).then(() => setAdding(''))}
          >
            {translate('studies.locales.add')}
          </Button>
        </Stack>
      </Stack>
      <ConfirmDialog
        open={removing !== null}
        title={translate('studies.locales.remove_title', {
          locale: removing ?? '',
          name: nameOf(removing ?? ''),
        })}
        message={translate('studies.locales.remove_message', {
          count: removing ? textsIn(working, removing) : 0,
          name: nameOf(removing ?? ''),
        })}
        confirmLabel={translate('studies.locales.remove_confirm')}
        busy={busy}
        onConfirm={() => {
          const locale = removing;
          if (locale) void run(() => removeLocale(studyId, version, locale)).then(() => setRemoving(null));
        }}
        onCancel={() => setRemoving(null)}
      />
    </Paper>
  );
}
