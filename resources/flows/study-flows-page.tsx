import AddIcon from '@mui/icons-material/Add';
import {
  Box,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  Stack,
  TextField,
  Typography,
} from '@mui/material';
import { useId, useState, type FormEvent } from 'react';
import { useGetOne, useTranslate } from 'react-admin';
import { useNavigate, useParams } from 'react-router-dom';
import { usePageTitle } from '@/ui';
import { createFlow } from './api';
import { FlowsList } from './flows-list';
import './texts';

function NewFlowDialog({ studyId, open, onClose }: { studyId: number; open: boolean; onClose(): void }) {
  const translate = useTranslate();
  const navigate = useNavigate();
  const titleId = useId();
  const [title, setTitle] = useState('');
  const [busy, setBusy] = useState(false);
  const short = title.trim().length < 2;
  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (short || busy) return;
    setBusy(true);
    try {
      const flow = await createFlow(studyId, title.trim());
      navigate(`/studies/flow/${flow.id}`);
    } finally {
      setBusy(false);
    }
  };
  return (
    <Dialog
      open={open}
      onClose={busy ? undefined : onClose}
      aria-labelledby={titleId}
      slotProps={{ transition: { onExited: () => setTitle('') } }}
    >
      <form onSubmit={(e) => void submit(e)} noValidate>
        <DialogTitle id={titleId}>{translate('flows.new.title')}</DialogTitle>
        <DialogContent>
          <TextField
            autoFocus
            required
            fullWidth
            margin="dense"
            label={translate('flows.fields.title')}
            value={title}
            onChange={(e) => setTitle(e.target.value)}
            helperText={translate('flows.new.hint')}
          />
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose} disabled={busy}>
            {translate('app.confirm.cancel')}
          </Button>
          <Button type="submit" variant="contained" disabled={short || busy}>
            {translate('flows.new.create')}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}

/** `/studies/{id}/flows`: the study's flows, with "New flow". */
export default function StudyFlowsPage() {
  const translate = useTranslate();
  const studyId = Number(useParams().study_id);
  const { data: study } = useGetOne<{ id: number; title: string }>('studies', { id: studyId });
  const [open, setOpen] = useState(false);
  const heading = translate('flows.list.study_title', { study: study?.title ?? `#${studyId}` });
  usePageTitle(heading);
  return (
    <Box sx={{ p: 2 }}>
      <Stack direction="row" sx={{ mb: 2, alignItems: 'center' }}>
        <Typography variant="h5" component="h1" sx={{ flexGrow: 1 }}>
          {heading}
        </Typography>
        <Button variant="contained" startIcon={<AddIcon />} onClick={() => setOpen(true)}>
          {translate('flows.new.action')}
        </Button>
      </Stack>
      <FlowsList studyId={studyId} />
      <NewFlowDialog studyId={studyId} open={open} onClose={() => setOpen(false)} />
    </Box>
  );
}
