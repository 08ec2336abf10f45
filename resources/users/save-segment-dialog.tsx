import './texts';
import {
  Alert,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  Stack,
  TextField,
} from '@mui/material';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useId, useState, type FormEvent } from 'react';
import { useDataProvider, useTranslate } from 'react-admin';
import { HttpError } from '@/http';
import { toast } from '@/ui';
import type { FilterQuery } from '@/ui/query-builder';
import { cohortKeys } from './cohort-api';

interface SaveSegmentDialogProps {
  open: boolean;
  query: FilterQuery;
  onClose(): void;
}

/**
 * "Save as segment": a name and a description for the conditions, created through the
 * dataProvider. A refused name is shown on its field; what was typed, and the conditions, stay.
 */
export function SaveSegmentDialog({ open, query, onClose }: SaveSegmentDialogProps) {
  const translate = useTranslate();
  const dataProvider = useDataProvider();
  const client = useQueryClient();
  const titleId = useId();
  const [name, setName] = useState('');
  const [description, setDescription] = useState('');
  const [refused, setRefused] = useState<Record<string, string>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const save = useMutation({
    mutationFn: () => dataProvider.create('segments', { data: { name: name.trim(), description, query } }),
    onSuccess: async () => {
      toast.show(translate('users.filter.saved', { name: name.trim() }), 'success');
      setName('');
      setDescription('');
      onClose();
      await client.invalidateQueries({ queryKey: cohortKeys.segments() });
    },
    onError: (e) => {
      const fields = e instanceof HttpError ? e.fieldErrors : {};
      setRefused(fields);
      const unplaced = Object.keys(fields).some((f) => f !== 'name' && f !== 'description');
      setFailure(Object.keys(fields).length > 0 && !unplaced ? null : e.message);
    },
  });
  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (name.trim() === '') {
      setRefused({ name: translate('users.filter.name_required') });
      return;
    }
    setRefused({});
    setFailure(null);
    save.mutate();
  };
  return (
    <Dialog open={open} onClose={save.isPending ? undefined : onClose} aria-labelledby={titleId}>
      <form onSubmit={submit} noValidate>
        <DialogTitle id={titleId}>{translate('users.filter.save')}</DialogTitle>
        <DialogContent>
          <Stack spacing={2} sx={{ pt: 1, minWidth: { sm: 420 } }}>
            {failure && <Alert severity="error">{failure}</Alert>}
            <TextField
              autoFocus
              required
              label={translate('users.filter.name')}
              value={name}
              onChange={(e) => setName(e.target.value)}
              error={Boolean(refused.name)}
              helperText={refused.name}
            />
            <TextField
              multiline
              minRows={2}
              label={translate('users.filter.description')}
              value={description}
              onChange={(e) => setDescription(e.target.value)}
              error={Boolean(refused.description)}
              helperText={refused.description}
            />
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose} disabled={save.isPending}>
            {translate('users.cancel')}
          </Button>
          <Button type="submit" variant="contained" loading={save.isPending}>
            {translate('users.filter.save_confirm')}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
