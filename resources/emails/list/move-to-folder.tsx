import '../texts';
import DriveFileMoveIcon from '@mui/icons-material/DriveFileMoveOutlined';
import {
  Button as MuiButton,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  MenuItem,
  TextField,
} from '@mui/material';
import { useId, useState } from 'react';
import { Button, useListContext, useNotify, useTranslate, useUpdateMany } from 'react-admin';
import type { FolderNode } from './folders';

/**
 * Moves the selected templates into one folder, each through its own update call. The dialog
 * names how many are moving; Cancel or Escape leaves them where they are.
 */
export function MoveToFolderButton({ nodes }: { nodes: FolderNode[] }) {
  const translate = useTranslate();
  const notify = useNotify();
  const { selectedIds, onUnselectItems } = useListContext();
  const [open, setOpen] = useState(false);
  const [target, setTarget] = useState('');
  const [updateMany, { isPending }] = useUpdateMany();
  const titleId = useId();
  const count = selectedIds.length;
  const folder = nodes.find((n) => String(n.folder.id) === target)?.folder;

  const move = () => {
    if (!folder) return;
    void updateMany(
      'templates',
      { ids: selectedIds, data: { folder_id: folder.id } },
      {
        mutationMode: 'pessimistic',
        onSuccess: () => {
          notify('emails.list.moved', {
            type: 'success',
            messageArgs: { smart_count: count, folder: folder.name },
          });
          setOpen(false);
          onUnselectItems();
        },
      },
    );
  };

  return (
    <>
      <Button label="emails.list.move" onClick={() => setOpen(true)}>
        <DriveFileMoveIcon />
      </Button>
      <Dialog open={open} onClose={() => setOpen(false)} aria-labelledby={titleId} fullWidth maxWidth="xs">
        <DialogTitle id={titleId}>{translate('emails.list.move_title', { smart_count: count })}</DialogTitle>
        <DialogContent>
          <TextField
            select
            fullWidth
            autoFocus
            margin="dense"
            label={translate('emails.list.move_to')}
            value={target}
            onChange={(e) => setTarget(e.target.value)}
          >
            {nodes.map(({ folder: f, depth }) => (
              <MenuItem key={f.id} value={String(f.id)} sx={{ pl: 2 + depth * 2 }}>
                {f.name}
              </MenuItem>
            ))}
          </TextField>
        </DialogContent>
        <DialogActions>
          <MuiButton onClick={() => setOpen(false)}>{translate('ra.action.cancel')}</MuiButton>
          <MuiButton variant="contained" disabled={!folder || isPending} onClick={move}>
            {translate('emails.list.move_confirm')}
          </MuiButton>
        </DialogActions>
      </Dialog>
    </>
  );
}
