import './texts';
import { Button, MenuItem, Paper, Stack, TextField, Typography } from '@mui/material';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslate, type Identifier } from 'react-admin';
import { useCustomProperties } from '@/domain/user-query';
import { HttpError } from '@/http';
import { toast } from '@/ui';
import { QueryState } from '@/ui/query-state';
import { getUserCustomProperties, saveCustomProperties, userKeys } from './api';
import { CustomPropertyInput, type Typed } from './custom-property-input';
import { blankFor, kindOf, shownFields, toSaved, typedOf } from './custom-property-model';
import { useDraft } from './drafts';
import type { CustomProperty } from './types';

type Edits = Record<string, Typed>;
type Stored = Record<string, CustomProperty['value']>;

/**
 * A user's custom properties, each edited by its property type (number, date, choice, text, flag);
 * properties the user does not hold yet can be added. Edits stay in the page's draft through a
 * refused save; the server's message lands under the property it names.
 */
export function CustomProperties({ userId }: { userId: Identifier }) {
  const translate = useTranslate();
  const client = useQueryClient();
  const defs = useCustomProperties();
  const read = useQuery({
    queryKey: userKeys.customProperties(userId),
    queryFn: () => getUserCustomProperties(userId),
  });
  const [draft, setDraft] = useDraft<Edits>(`custom-${userId}`);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const save = useMutation({
    mutationFn: (values: Stored) => saveCustomProperties(userId, values),
    onSuccess: (saved) => {
      setDraft(undefined);
      setErrors({});
      client.setQueryData(userKeys.customProperties(userId), saved);
      toast.show(translate('users.profile.properties_saved'), 'success');
    },
    onError: (e) => setErrors(e instanceof HttpError ? e.fieldErrors : {}),
  });
  return (
    <Paper variant="outlined" component="section" aria-labelledby="custom-properties" sx={{ p: 2 }}>
      <Typography id="custom-properties" variant="h6" component="h2" gutterBottom>
        {translate('resources.users.fields.custom_properties')}
      </Typography>
      <QueryState data={read.data} isError={read.isError} refetch={read.refetch}>
        {(props) => {
          const stored: Stored = Object.fromEntries(props.map((p) => [p.name, p.value]));
          const edits = draft ?? {};
          const fields = shownFields(defs, stored, [...Object.keys(stored), ...Object.keys(edits)]);
          const addable = defs.filter((d) => !fields.some((f) => f.name === d.name));
          const valueOf = (name: string) => (name in edits ? (edits[name] ?? null) : typedOf(stored[name]));
          const set = (name: string, value: Typed) => setDraft({ ...edits, [name]: value });
          const submit = () => {
            const out = toSaved(edits, fields, translate('users.profile.property_not_number'));
            if ('errors' in out) setErrors(out.errors);
            else save.mutate(out.values);
          };
          return (
            <Stack spacing={2} sx={{ maxWidth: 640 }}>
              {fields.length === 0 && <Typography>{translate('users.profile.no_properties')}</Typography>}
              {fields.map((f) => (
                <CustomPropertyInput
                  key={f.name}
                  field={f}
                  value={valueOf(f.name)}
                  error={errors[f.name]}
                  onChange={(v) => set(f.name, v)}
                />
              ))}
              {addable.length > 0 && (
                <TextField
                  select
                  size="small"
                  label={translate('users.profile.property_add')}
                  value=""
                  sx={{ maxWidth: 320 }}
                  onChange={(e) => {
                    const def = defs.find((d) => d.name === e.target.value);
                    if (def) set(def.name, blankFor(kindOf(def, null)));
                  }}
                >
                  {addable.map((d) => (
                    <MenuItem key={d.name} value={d.name}>
                      {d.label}
                    </MenuItem>
                  ))}
                </TextField>
              )}
              {fields.length > 0 && (
                <Button
                  variant="outlined"
                  sx={{ alignSelf: 'flex-start' }}
                  disabled={!draft || save.isPending}
                  onClick={submit}
                >
                  {translate('users.profile.save_properties')}
                </Button>
              )}
            </Stack>
          );
        }}
      </QueryState>
    </Paper>
  );
}
