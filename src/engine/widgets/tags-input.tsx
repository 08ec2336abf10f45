import { Autocomplete, Chip, TextField as MuiTextField } from '@mui/material';
import {
  AutocompleteArrayInput,
  FieldTitle,
  ReferenceArrayInput,
  useInput,
  useTranslate,
  ValidationError,
} from 'react-admin';
import { useWatch } from 'react-hook-form';
import { lookupEntity } from '../registry';
import { useReportPendingInput } from './pending-input';
import { hiddenReference, useReferenceAccess } from './reference-access';
import type { InputProps } from './types';

/**
 * Free values typed and confirmed with Enter (tags, codes, email lists). Text still being typed
 * when the input loses focus (e.g. on a click on Save) is added as a value, never dropped.
 */
export function TagsWidgetInput({ field, schema, source, validate, disabled }: InputProps) {
  const { field: input, fieldState, isRequired } = useInput({ source, validate, disabled });
  const value: string[] = Array.isArray(input.value) ? input.value.map(String) : [];
  const error = fieldState.invalid ? fieldState.error?.message : undefined;
  const numeric = field.of === 'number';
  const reportPending = useReportPendingInput();
  return (
    <Autocomplete
      multiple
      freeSolo
      autoSelect
      options={[]}
      value={value}
      disabled={disabled}
      onChange={(_e, next) => {
        const items = next.map((v) => String(v).trim()).filter(Boolean);
        input.onChange(numeric ? items.map(Number).filter((n) => !Number.isNaN(n)) : items);
      }}
      onBlur={input.onBlur}
      onInputChange={(_e, text) => reportPending(source, text.trim() !== '')}
      renderValue={(items, getItemProps) =>
        items.map((item, index) => {
          const { key, ...chipProps } = getItemProps({ index });
          return <Chip key={key} size="small" label={item} {...chipProps} />;
        })
      }
      renderInput={(params) => (
        <MuiTextField
          {...params}
          name={input.name}
          inputRef={input.ref}
          label={<FieldTitle source={source} resource={schema.name} isRequired={isRequired} />}
          error={Boolean(error)}
          helperText={error ? <ValidationError error={error} /> : ' '}
        />
      )}
      sx={{ minWidth: 320 }}
    />
  );
}

/** An array of references to another entity, chosen from it by its title. */
export function ReferenceArrayWidgetInput({ field, source, validate, disabled }: InputProps) {
  const ref = field.reference;
  if (!ref) return null;
  const title = lookupEntity(ref.entity)?.recordTitle ?? ref.searchField;
  return (
    <ReferenceArrayInput source={source} reference={ref.entity} sort={{ field: title, order: 'ASC' }}>
      <AutocompleteArrayInput
        optionText={title}
        validate={validate}
        disabled={disabled}
        filterToQuery={(q: string) => ({ q })}
      />
    </ReferenceArrayInput>
  );
}

/** An array of references the user may not see: their ids, read-only. */
function HiddenReferenceArrayInput({ field, schema, source }: InputProps) {
  const translate = useTranslate();
  const value: unknown = useWatch({ name: source });
  return (
    <MuiTextField
      label={<FieldTitle source={source} resource={schema.name} isRequired={field.required} />}
      value={Array.isArray(value) ? value.map(hiddenReference).join(', ') : ''}
      helperText={translate('engine.reference.hidden')}
      slotProps={{ input: { readOnly: true } }}
      fullWidth
    />
  );
}

export function ArrayWidgetInput(props: InputProps) {
  const seen = useReferenceAccess()(props.field);
  if (!props.field.reference) return <TagsWidgetInput {...props} />;
  return seen ? <ReferenceArrayWidgetInput {...props} /> : <HiddenReferenceArrayInput {...props} />;
}
