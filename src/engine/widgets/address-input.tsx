import { Box, Stack, Typography } from '@mui/material';
import { TextInput, useTranslate } from 'react-admin';
import * as check from '../validators';
import { useFieldLabel } from './labels';
import type { InputProps } from './types';

const PARTS = [
  { key: 'line1', required: true, max: 200 },
  { key: 'line2', required: false, max: 200 },
  { key: 'city', required: true, max: 120 },
  { key: 'region', required: false, max: 120 },
  { key: 'postcode', required: true, max: 16 },
  { key: 'country', required: true, max: 60 },
] as const;

/** The spec's address_json: one input per part; a required address needs its main parts. */
export function AddressWidgetInput({ field, schema, source, disabled }: InputProps) {
  const translate = useTranslate();
  const label = useFieldLabel(schema, field);
  return (
    <Stack sx={{ width: '100%' }}>
      <Typography variant="subtitle2" component="h2" sx={{ mb: 1 }}>
        {label}
      </Typography>
      <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' }, columnGap: 2 }}>
        {PARTS.map((part) => {
          const partLabel = translate(`engine.address.${part.key}`);
          const validate = [
            ...(field.required && part.required ? [check.markedRequired(partLabel)] : []),
            check.maxLength(partLabel, part.max),
          ];
          return (
            <TextInput
              key={part.key}
              source={`${source}.${part.key}`}
              label={partLabel}
              validate={validate}
              disabled={disabled}
              autoComplete={field.sensitive ? 'off' : undefined}
              fullWidth
            />
          );
        })}
      </Box>
    </Stack>
  );
}
