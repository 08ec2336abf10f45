import { localeName } from '@/i18n';
import '../texts';
import { MenuItem, Stack, TextField, Typography } from '@mui/material';
import { useState } from 'react';
import { useTranslate } from 'react-admin';
import type { Editing } from '@/editing';
import { ConfirmDialog } from '@/ui';
import type { StudyDraft } from '../api';
import { readiness } from '../readiness';
import type { VersionTexts } from '../types';

/**
 * Choosing the draft's primary locale among its own locales. The primary locale's texts are the
 * source the other locales are translated from, and it cannot be removed; so the change is named
 * first, with how many of the new source's texts are still missing, and lands in the draft as an
 * ordinary unsaved change (saved, diffed and published like any other field).
 */
export function PrimaryLocale({
  editing,
  working,
  disabled,
}: {
  editing: Editing<StudyDraft>;
  working: VersionTexts;
  disabled: boolean;
}) {
  const translate = useTranslate();
  const [chosen, setChosen] = useState<string | null>(null);
  const value = editing.model.value;
  if (!value) return null;
  const current = value.primary_locale;
  const missing = chosen ? (readiness(working).find((r) => r.locale === chosen)?.gaps.length ?? 0) : 0;
  return (
    <Stack spacing={1}>
      <TextField
        select
        size="small"
        label={translate('studies.locales.primary_label')}
        value={value.locales.includes(current) ? current : ''}
        disabled={disabled}
        onChange={(e) => {
          if (e.target.value !== current) setChosen(e.target.value);
        }}
        slotProps={{ formHelperText: { id: 'study-primary-help' } }}
        helperText={translate('studies.locales.primary_help')}
        sx={{ maxWidth: 360 }}
      >
        {value.locales.map((l) => (
          <MenuItem key={l} value={l}>
            {localeName(l)}
          </MenuItem>
        ))}
      </TextField>
      {!value.locales.includes(current) && (
        <Typography color="warning.main" variant="body2">
          {translate('studies.locales.primary_outside', { locale: current || '—' })}
        </Typography>
      )}
      <ConfirmDialog
        open={chosen !== null}
        tone="primary"
        title={translate('studies.locales.primary_title', { name: localeName(chosen ?? '') })}
        message={translate('studies.locales.primary_message', {
          name: localeName(chosen ?? ''),
          old: current ? localeName(current) : '—',
        })}
        confirmLabel={translate('studies.locales.primary_confirm')}
        onConfirm={() => {
          const next = chosen;
          if (next) editing.edit((v) => ({ ...v, primary_locale: next }));
          setChosen(null);
        }}
        onCancel={() => setChosen(null)}
      >
        {missing > 0 && (
          <Typography color="warning.main" sx={{ mt: 1 }}>
            {translate('studies.locales.primary_missing', {
              smart_count: missing,
              name: localeName(chosen ?? ''),
            })}
          </Typography>
        )}
      </ConfirmDialog>
    </Stack>
  );
}
