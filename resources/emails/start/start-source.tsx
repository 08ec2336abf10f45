import '../texts';
import {
  Autocomplete,
  Button,
  FormControl,
  FormControlLabel,
  FormLabel,
  MenuItem,
  Radio,
  RadioGroup,
  Stack,
  TextField,
} from '@mui/material';
import { useId } from 'react';
import { useGetList, useTranslate, type Identifier } from 'react-admin';
import { LAYOUTS } from './layouts';
import { START_FROM, type StartForm } from './start-draft';

interface TemplateOption {
  id: Identifier;
  name: string;
  email_subject?: string | null;
}

const ALL_TEMPLATES = {
  pagination: { page: 1, perPage: 500 },
  sort: { field: 'name', order: 'ASC' },
} as const;

/** Where the new template's content comes from, and the source itself once one is chosen. */
export function StartSource({
  form,
  onChange,
  showErrors,
}: {
  form: StartForm;
  onChange: (change: Partial<StartForm>) => void;
  showErrors: boolean;
}) {
  const translate = useTranslate();
  const labelId = useId();
  const { data: templates = [] } = useGetList<TemplateOption>('templates', ALL_TEMPLATES, {
    enabled: form.from === 'copy',
  });
  const picked = templates.find((t) => t.id === form.copyOf) ?? null;
  const readFile = async (file: File | undefined) => {
    if (file) onChange({ html: await file.text() });
  };
  return (
    <Stack spacing={2}>
      <FormControl component="fieldset">
        <FormLabel component="legend" id={labelId}>
          {translate('emails.start.from')}
        </FormLabel>
        <RadioGroup
          aria-labelledby={labelId}
          value={form.from}
          onChange={(_, value) => onChange({ from: START_FROM.find((f) => f === value) ?? 'blank' })}
        >
          {START_FROM.map((from) => (
            <FormControlLabel
              key={from}
              value={from}
              control={<Radio />}
              label={translate(`emails.start.from_${from}`)}
            />
          ))}
        </RadioGroup>
      </FormControl>
      {form.from === 'layout' && (
        <TextField
          select
          label={translate('emails.start.layout')}
          value={form.layout}
          onChange={(e) => onChange({ layout: LAYOUTS.find((l) => l === e.target.value) ?? 'letter' })}
        >
          {LAYOUTS.map((l) => (
            <MenuItem key={l} value={l}>
              {translate(`emails.start.layout_${l}`)}
            </MenuItem>
          ))}
        </TextField>
      )}
      {form.from === 'copy' && (
        <Autocomplete
          options={templates}
          value={picked}
          getOptionLabel={(t) => t.name}
          isOptionEqualToValue={(a, b) => a.id === b.id}
          // The copy's subject is offered when none is typed yet; a typed one is never replaced.
          onChange={(_, t) =>
            onChange({
              copyOf: t?.id ?? null,
              ...(t && !form.subject.trim() ? { subject: t.email_subject ?? '' } : {}),
            })
          }
          renderInput={(params) => (
            <TextField
              {...params}
              label={translate('emails.start.copy_of')}
              error={showErrors && form.copyOf === null}
              helperText={showErrors && form.copyOf === null ? translate('emails.start.copy_required') : ''}
            />
          )}
        />
      )}
      {form.from === 'html' && (
        <>
          <Button component="label" variant="outlined" sx={{ alignSelf: 'flex-start' }}>
            {translate('emails.start.html_file')}
            <input
              type="file"
              accept=".html,.htm,text/html"
              hidden
              onChange={(e) => void readFile(e.target.files?.[0])}
            />
          </Button>
          <TextField
            multiline
            minRows={6}
            label={translate('emails.start.html')}
            value={form.html}
            onChange={(e) => onChange({ html: e.target.value })}
            error={showErrors && !form.html.trim()}
            helperText={translate(
              showErrors && !form.html.trim() ? 'emails.start.html_required' : 'emails.start.html_hint',
            )}
            slotProps={{ htmlInput: { spellCheck: false, style: { fontFamily: 'monospace' } } }}
          />
        </>
      )}
    </Stack>
  );
}
