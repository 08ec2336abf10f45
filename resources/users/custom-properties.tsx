import './texts';
import { Button, FormControlLabel, Paper, Stack, Switch, TextField, Typography } from '@mui/material';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslate, type Identifier } from 'react-admin';
import { toast } from '@/ui';
import { getUserCustomProperties, saveCustomProperties, userKeys } from './api';
import { useDraft } from './drafts';
import { QueryState } from '@/ui/query-state';
import type { CustomProperty } from './types';

type Values = Record<string, CustomProperty['value']>;

const humanise = (name: string) => name.charAt(0).toUpperCase() + name.slice(1).replace(/_/g, ' ');

/** A user's custom properties, each edited by the kind of value it holds. */
export function CustomProperties({ userId }: { userId: Identifier }) {
  const translate = useTranslate();
  const client = useQueryClient();
  const read = useQuery({
    queryKey: userKeys.customProperties(userId),
    queryFn: () => getUserCustomProperties(userId),
  });
  const [draft, setDraft] = useDraft<Values>(`custom-${userId}`);
  const save = useMutation({
    mutationFn: (values: Values) => saveCustomProperties(userId, values),
    onSuccess: (saved) => {
      setDraft(undefined);
      client.setQueryData(userKeys.customProperties(userId), saved);
      toast.show(translate('users.profile.properties_saved'), 'success');
    },
  });
  return (
    <Paper variant="outlined" sx={{ p: 2 }}>
      <Typography variant="h6" component="h2" gutterBottom>
        {translate('resources.users.fields.custom_properties')}
      </Typography>
      <QueryState data={read.data} isError={read.isError} refetch={read.refetch}>
        {(props) => {
          const values: Values = { ...Object.fromEntries(props.map((p) => [p.name, p.value])), ...draft };
          const set = (name: string, value: CustomProperty['value']) => setDraft({ ...draft, [name]: value });
          return (
            <Stack spacing={2} sx={{ maxWidth: 640 }}>
              {props.length === 0 && <Typography>{translate('users.profile.no_properties')}</Typography>}
              {props.map((p) =>
                typeof p.value === 'boolean' ? (
                  <FormControlLabel
                    key={p.name}
                    label={humanise(p.name)}
                    control={
                      <Switch
                        checked={values[p.name] === true}
                        onChange={(e) => set(p.name, e.target.checked)}
                      />
                    }
                  />
                ) : (
                  <TextField
                    key={p.name}
                    label={humanise(p.name)}
                    type={typeof p.value === 'number' ? 'number' : 'text'}
                    value={values[p.name] ?? ''}
                    onChange={(e) =>
                      set(p.name, typeof p.value === 'number' ? Number(e.target.value) : e.target.value)
                    }
                  />
                ),
              )}
              {props.length > 0 && (
                <Button
                  variant="outlined"
                  sx={{ alignSelf: 'flex-start' }}
                  disabled={!draft || save.isPending}
                  onClick={() => draft && save.mutate(draft)}
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
