import '../texts';
import {
  Alert,
  Box,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  Stack,
  Typography,
} from '@mui/material';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslate } from 'react-admin';
import { DiffList, useUnsavedChangesGuard } from '@/editing';
import { HttpError } from '@/http';
import { formatDateTime } from '@/i18n';
import { toast } from '@/ui';
import { SettingField } from './setting-field';
import { patchSystemSettings, settingsKeys } from './settings-api';
import { settingProblem, settingsDiff } from './settings-rules';
import { isKnownType, type SystemSettings } from './settings-types';

const valuesOf = (s: SystemSettings) => Object.fromEntries(s.settings.map((x) => [x.key, x.value]));
const textsOf = (s: SystemSettings) =>
  Object.fromEntries(
    s.settings.filter((x) => !isKnownType(x.type)).map((x) => [x.key, JSON.stringify(x.value, null, 2)]),
  );

/** The system settings by group; a save lists what changes and asks first, then sends only that. */
export function SettingsForm({ loaded }: { loaded: SystemSettings }) {
  const translate = useTranslate();
  const client = useQueryClient();
  const [saved, setSaved] = useState(loaded);
  const [version, setVersion] = useState(loaded.updated_at);
  const [values, setValues] = useState(() => valuesOf(loaded));
  const [texts, setTexts] = useState(() => textsOf(loaded));
  const [jsonErrors, setJsonErrors] = useState<Record<string, string | null>>({});
  const [serverErrors, setServerErrors] = useState<Record<string, string>>({});
  const [conflict, setConflict] = useState(false);
  const [asking, setAsking] = useState(false);
  const diff = settingsDiff(saved.settings, values);
  const invalid =
    Object.values(jsonErrors).some(Boolean) ||
    saved.settings.some((s) => settingProblem(s, values[s.key]) !== null);
  useUnsavedChangesGuard(diff.entries.length > 0);
  const save = useMutation({
    mutationFn: () => patchSystemSettings(diff.changes, version),
    onSuccess: (next) => {
      setAsking(false);
      setSaved(next);
      setVersion(next.updated_at);
      setConflict(false);
      setServerErrors({});
      client.setQueryData(settingsKeys.system, next);
      toast.show(
        translate('labs.settings.saved', { smart_count: Object.keys(diff.changes).length }),
        'success',
      );
    },
    onError: (error) => {
      setAsking(false);
      if (!(error instanceof HttpError)) return;
      const current = (error.body as { current?: SystemSettings } | null)?.current;
      if (error.status === 409 && current) {
        setVersion(current.updated_at);
        setConflict(true);
      }
      setServerErrors(error.fieldErrors);
    },
  });
  const groups = [...new Set(saved.settings.map((s) => s.group))];
  const setText = (key: string, text: string) => {
    setTexts((t) => ({ ...t, [key]: text }));
    try {
      const parsed: unknown = JSON.parse(text);
      setValues((v) => ({ ...v, [key]: parsed }));
    } catch {
      // The editor says what is wrong; the last valid value stays until the text parses again.
    }
  };
  const failed =
    save.error instanceof HttpError && save.error.status !== 409 && !Object.keys(serverErrors).length;
  return (
    <Stack spacing={3} component="section" aria-labelledby="labs-system-settings">
      <Box>
        <Typography id="labs-system-settings" variant="h5" component="h2">
          {translate('labs.settings.system_title')}
        </Typography>
        <Typography variant="body2" color="text.secondary">
          {translate('labs.settings.last_saved', {
            at: formatDateTime(saved.updated_at),
            by: saved.updated_by,
          })}
        </Typography>
      </Box>
      {conflict && <Alert severity="warning">{translate('labs.settings.conflict')}</Alert>}
      {failed && <Alert severity="error">{translate('labs.settings.save_failed')}</Alert>}
      {groups.map((group) => (
        <Box key={group} component="fieldset" sx={{ border: 0, p: 0, m: 0 }}>
          <Typography component="legend" variant="h6" sx={{ mb: 1 }}>
            {group}
          </Typography>
          <Stack spacing={2}>
            {saved.settings
              .filter((s) => s.group === group)
              .map((s) => (
                <SettingField
                  key={s.key}
                  setting={s}
                  value={values[s.key]}
                  text={texts[s.key] ?? ''}
                  serverError={serverErrors[s.key]}
                  onChange={(v) => setValues((all) => ({ ...all, [s.key]: v }))}
                  onText={(t) => setText(s.key, t)}
                  onJsonError={(e) => setJsonErrors((all) => ({ ...all, [s.key]: e }))}
                />
              ))}
          </Stack>
        </Box>
      ))}
      <Stack
        direction="row"
        spacing={2}
        alignItems="center"
        sx={{ position: 'sticky', bottom: 0, bgcolor: 'background.paper', py: 1 }}
      >
        <Button
          variant="contained"
          disabled={diff.entries.length === 0 || invalid}
          onClick={() => setAsking(true)}
        >
          {translate('labs.settings.save', { count: diff.entries.length })}
        </Button>
        {invalid && <Typography variant="body2">{translate('labs.settings.fix_first')}</Typography>}
      </Stack>
      <Dialog
        open={asking}
        onClose={save.isPending ? undefined : () => setAsking(false)}
        aria-labelledby="labs-settings-confirm"
      >
        <DialogTitle id="labs-settings-confirm">
          {translate('labs.settings.confirm_title', { smart_count: diff.entries.length })}
        </DialogTitle>
        <DialogContent>
          <DiffList entries={diff.entries} label={translate('labs.settings.changes')} />
        </DialogContent>
        <DialogActions>
          <Button autoFocus onClick={() => setAsking(false)} disabled={save.isPending}>
            {translate('app.confirm.cancel')}
          </Button>
          <Button variant="contained" onClick={() => save.mutate()} disabled={save.isPending}>
            {translate('labs.settings.confirm')}
          </Button>
        </DialogActions>
      </Dialog>
    </Stack>
  );
}
