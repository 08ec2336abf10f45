import { stillWhileClosed } from '@/ui';
import {
  Box,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  List,
  ListItemButton,
  ListItemIcon,
  ListItemText,
  ListSubheader,
  MenuItem,
  TextField,
} from '@mui/material';
import { useId, useState } from 'react';
import { useGetList, useTranslate } from 'react-admin';
import { KindIcon } from './kinds';
import type { BlockSection } from './types';
import './texts';

interface BlockTypeRow {
  id: number;
  type_id: string;
  title: string;
  category_id: number | null;
}

export interface AddBlockDialogProps {
  open: boolean;
  sections: readonly BlockSection[];
  defaultSection: string | null;
  onAdd(typeId: string, sectionId: string): void;
  onClose(): void;
}

/** Choose a block type, grouped by category, and the section it goes into. */
function AddBlockDialogView({ open, sections, defaultSection, onAdd, onClose }: AddBlockDialogProps) {
  const translate = useTranslate();
  const titleId = useId();
  const [section, setSection] = useState<string | null>(null);
  const chosen = section ?? defaultSection ?? sections[0]?.id ?? '';
  const { data: types = [] } = useGetList<BlockTypeRow>(
    'block-types',
    { pagination: { page: 1, perPage: 100 }, sort: { field: 'title', order: 'ASC' }, filter: {} },
    { enabled: open },
  );
  const { data: categories = [] } = useGetList<{ id: number; title: string }>(
    'block-type-categories',
    { pagination: { page: 1, perPage: 100 }, sort: { field: 'title', order: 'ASC' }, filter: {} },
    { enabled: open },
  );
  const groups = [
    ...categories.map((c) => ({ id: c.id as number | null, title: c.title })),
    { id: null, title: translate('flows.add.other') },
  ]
    .map((g) => ({
      ...g,
      types: types.filter((t) =>
        g.id === null ? !categories.some((c) => c.id === t.category_id) : t.category_id === g.id,
      ),
    }))
    .filter((g) => g.types.length > 0);
  return (
    <Dialog
      open={open}
      onClose={onClose}
      aria-labelledby={titleId}
      fullWidth
      maxWidth="sm"
      slotProps={{ transition: { onExited: () => setSection(null) } }}
    >
      <DialogTitle id={titleId}>{translate('flows.add.title')}</DialogTitle>
      <DialogContent>
        <TextField
          select
          size="small"
          fullWidth
          margin="dense"
          label={translate('flows.add.section')}
          value={chosen}
          onChange={(e) => setSection(e.target.value)}
        >
          {sections.map((s, i) => (
            <MenuItem key={s.id} value={s.id}>
              {s.title || translate('flows.outline.section', { n: i + 1 })}
            </MenuItem>
          ))}
        </TextField>
        {groups.map((g) => (
          <Box key={String(g.id)}>
            <ListSubheader component="h3" id={`block-group-${String(g.id)}`}>
              {g.title}
            </ListSubheader>
            <List dense aria-labelledby={`block-group-${String(g.id)}`}>
              {g.types.map((t) => (
                <ListItemButton key={t.id} onClick={() => onAdd(t.type_id, chosen)} disabled={chosen === ''}>
                  <ListItemIcon sx={{ minWidth: 32 }}>
                    <KindIcon kind={t.type_id} />
                  </ListItemIcon>
                  <ListItemText primary={t.title} />
                </ListItemButton>
              ))}
            </List>
          </Box>
        ))}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{translate('app.confirm.cancel')}</Button>
      </DialogActions>
    </Dialog>
  );
}

/** Closed, it does not redraw on each key of the editor that holds it. */
export const AddBlockDialog = stillWhileClosed(AddBlockDialogView, (p) => p.open);
