import { Button, Stack, TextField as MuiTextField, Typography } from '@mui/material';
import { useState } from 'react';
import { TextInput, useTranslate } from 'react-admin';
import { useFormContext, useWatch } from 'react-hook-form';
import * as check from '../validators';
import { useFieldLabel } from './labels';
import type { InputProps } from './types';

const PRIMARY_LOCALE = 'en-gb';
const LOCALE_CODE = /^[a-z]{2}(-[a-z]{2})?$/;

/** Text per locale: one input per language present, en-gb always, and a way to add another. */
export function LocaleTextWidgetInput({ field, schema, source, disabled }: InputProps) {
  const translate = useTranslate();
  const label = useFieldLabel(schema, field);
  const { setValue } = useFormContext();
  const value: unknown = useWatch({ name: source });
  const [code, setCode] = useState('');
  const present = typeof value === 'object' && value !== null ? Object.keys(value) : [];
  const locales = [PRIMARY_LOCALE, ...present.filter((c) => c !== PRIMARY_LOCALE)];
  const codeOk = LOCALE_CODE.test(code) && !locales.includes(code);

  const add = () => {
    setValue(`${source}.${code}`, '', { shouldDirty: true });
    setCode('');
  };

  return (
    <Stack sx={{ width: '100%', maxWidth: 640 }}>
      <Typography variant="subtitle2" component="h2" sx={{ mb: 1 }}>
        {label}
      </Typography>
      {locales.map((locale) => (
        <TextInput
          key={locale}
          source={`${source}.${locale}`}
          label={locale}
          disabled={disabled}
          multiline
          validate={
            field.required && locale === PRIMARY_LOCALE ? [check.markedRequired(`${label} (${locale})`)] : []
          }
        />
      ))}
      {!disabled && (
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center', mb: 2 }}>
          <MuiTextField
            size="small"
            label={translate('engine.localeText.code')}
            value={code}
            onChange={(e) => setCode(e.target.value.trim().toLowerCase())}
            // Enter adds the language, as the button does, instead of submitting the whole form.
            onKeyDown={(e) => {
              if (e.key !== 'Enter') return;
              e.preventDefault();
              if (codeOk) add();
            }}
          />
          <Button onClick={add} disabled={!codeOk}>
            {translate('engine.localeText.add')}
          </Button>
        </Stack>
      )}
    </Stack>
  );
}
