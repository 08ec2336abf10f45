import ArrowDownwardIcon from '@mui/icons-material/ArrowDownward';
import ArrowUpwardIcon from '@mui/icons-material/ArrowUpward';
import ContentCopyIcon from '@mui/icons-material/ContentCopy';
import DeleteIcon from '@mui/icons-material/DeleteOutline';
import { IconButton, MenuItem, TextField, Tooltip } from '@mui/material';
import { memo } from 'react';
import { useTranslate } from 'react-admin';
import type { BlockSection } from './types';
import './texts';

export interface BlockActionsBarProps {
  blockId: number;
  sections: readonly BlockSection[];
  onMove(step: -1 | 1): void;
  onMoveTo(sectionId: string): void;
  onDuplicate(): void;
  onDelete(): void;
}

/**
 * The selected block's keyboard-reachable moves, duplicate and delete. Memoised on the block's id
 * and its handlers (held steady by the caller): a keystroke in the block's form leaves it be.
 */
export const BlockActionsBar = memo(function BlockActionsBar({
  blockId,
  sections,
  onMove,
  onMoveTo,
  onDuplicate,
  onDelete,
}: BlockActionsBarProps) {
  const translate = useTranslate();
  const current = sections.find((s) => s.block_ids.includes(blockId));
  const button = (label: string, icon: React.ReactNode, onClick: () => void, color?: 'error') => (
    <Tooltip title={label}>
      <IconButton aria-label={label} onClick={onClick} color={color}>
        {icon}
      </IconButton>
    </Tooltip>
  );
  return (
    <>
      {button(translate('flows.actions.move_up'), <ArrowUpwardIcon />, () => onMove(-1))}
      {button(translate('flows.actions.move_down'), <ArrowDownwardIcon />, () => onMove(1))}
      <TextField
        select
        size="small"
        label={translate('flows.actions.move_to')}
        value={current?.id ?? ''}
        onChange={(e) => onMoveTo(e.target.value)}
        sx={{ minWidth: 160 }}
      >
        {sections.map((s, i) => (
          <MenuItem key={s.id} value={s.id}>
            {s.title || translate('flows.outline.section', { n: i + 1 })}
          </MenuItem>
        ))}
      </TextField>
      {button(translate('flows.actions.duplicate'), <ContentCopyIcon />, onDuplicate)}
      {button(translate('flows.actions.delete'), <DeleteIcon />, onDelete, 'error')}
    </>
  );
});
