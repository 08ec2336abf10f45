import '../texts';
import FolderIcon from '@mui/icons-material/FolderOutlined';
import AllIcon from '@mui/icons-material/AllInbox';
import { List, ListItem, ListItemButton, ListItemIcon, ListItemText, Paper, Typography } from '@mui/material';
import { useId, type ReactNode } from 'react';
import { useTranslate, type Identifier } from 'react-admin';
import type { FolderNode } from './folders';

interface FolderTreeProps {
  nodes: FolderNode[];
  selected: Identifier | null;
  onSelect: (id: Identifier | null) => void;
}

/**
 * The template folders as an indented list of buttons: Tab and Enter reach every folder, and the
 * chosen one is marked for screen readers as well as by colour.
 */
export function FolderTree({ nodes, selected, onSelect }: FolderTreeProps) {
  const translate = useTranslate();
  const headingId = useId();
  const item = (id: Identifier | null, label: string, depth: number, icon: ReactNode) => {
    const current = id === null ? selected === null : String(selected) === String(id);
    return (
      <ListItem key={id ?? 'all'} disablePadding>
        <ListItemButton
          selected={current}
          aria-current={current ? 'true' : undefined}
          onClick={() => onSelect(id)}
          sx={{ pl: 2 + depth * 2, py: 0.5 }}
        >
          <ListItemIcon sx={{ minWidth: 32 }}>{icon}</ListItemIcon>
          <ListItemText primary={label} />
        </ListItemButton>
      </ListItem>
    );
  };
  return (
    <Paper component="nav" aria-labelledby={headingId} variant="outlined" sx={{ alignSelf: 'flex-start' }}>
      <Typography id={headingId} variant="subtitle2" component="h2" sx={{ px: 2, pt: 1.5 }}>
        {translate('emails.list.folders')}
      </Typography>
      <List dense>
        {item(null, translate('emails.list.all'), 0, <AllIcon fontSize="small" />)}
        {nodes.map(({ folder, depth }) =>
          item(folder.id, folder.name, depth, <FolderIcon fontSize="small" />),
        )}
      </List>
    </Paper>
  );
}
