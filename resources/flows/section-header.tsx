import type { DraggableAttributes, DraggableSyntheticListeners } from '@dnd-kit/core';
import DragIndicatorIcon from '@mui/icons-material/DragIndicator';
import MoreVertIcon from '@mui/icons-material/MoreVert';
import { Box, IconButton, ListSubheader, Menu, MenuItem } from '@mui/material';
import { useId, useState } from 'react';
import { useTranslate } from 'react-admin';
import './texts';

export interface SectionCommands {
  onRename(): void;
  onMove(step: -1 | 1): void;
  onDelete(): void;
}

export interface SectionHeaderProps extends SectionCommands {
  /** The heading's id: the section's block list is labelled by it. */
  id: string;
  name: string;
  first: boolean;
  last: boolean;
  /** A flow keeps one section at least. */
  only: boolean;
  readOnly: boolean;
  /** dnd-kit's handle props: Space on the handle picks the section up, arrows move it. */
  handle: { attributes: DraggableAttributes; listeners: DraggableSyntheticListeners };
}

/** A section's heading with its drag handle and a menu to rename, move or delete it. */
export function SectionHeader(props: SectionHeaderProps) {
  const translate = useTranslate();
  const menuId = useId();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const run = (command: () => void) => () => {
    setAnchor(null);
    command();
  };
  return (
    <ListSubheader
      component="div"
      sx={{ display: 'flex', alignItems: 'center', gap: 0.5, pr: 0.5, lineHeight: 2.5 }}
    >
      {/* Focusable so that focus has a place to land when the section it was in is deleted. */}
      <Box
        component="h2"
        id={props.id}
        tabIndex={-1}
        sx={{ flex: 1, m: 0, font: 'inherit', outline: 'none' }}
      >
        {props.name}
      </Box>
      {!props.readOnly && (
        <>
          <IconButton
            size="small"
            aria-label={translate('flows.sections.drag', { name: props.name })}
            {...props.handle.attributes}
            {...props.handle.listeners}
          >
            <DragIndicatorIcon fontSize="small" />
          </IconButton>
          <IconButton
            size="small"
            aria-label={translate('flows.sections.actions', { name: props.name })}
            aria-haspopup="menu"
            aria-controls={anchor ? menuId : undefined}
            aria-expanded={anchor ? 'true' : undefined}
            onClick={(e) => setAnchor(e.currentTarget)}
          >
            <MoreVertIcon fontSize="small" />
          </IconButton>
          <Menu id={menuId} anchorEl={anchor} open={anchor !== null} onClose={() => setAnchor(null)}>
            <MenuItem onClick={run(props.onRename)}>{translate('flows.sections.rename')}</MenuItem>
            <MenuItem disabled={props.first} onClick={run(() => props.onMove(-1))}>
              {translate('flows.sections.move_up')}
            </MenuItem>
            <MenuItem disabled={props.last} onClick={run(() => props.onMove(1))}>
              {translate('flows.sections.move_down')}
            </MenuItem>
            <MenuItem disabled={props.only} onClick={run(props.onDelete)}>
              {translate(props.only ? 'flows.sections.delete_only' : 'flows.sections.delete')}
            </MenuItem>
          </Menu>
        </>
      )}
    </ListSubheader>
  );
}
