import '../texts';
import { useSortable } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import ArrowDownwardIcon from '@mui/icons-material/ArrowDownward';
import ArrowUpwardIcon from '@mui/icons-material/ArrowUpward';
import ContentCopyIcon from '@mui/icons-material/ContentCopy';
import DeleteIcon from '@mui/icons-material/DeleteOutline';
import DragIndicatorIcon from '@mui/icons-material/DragIndicator';
import { Box, ButtonBase, IconButton, Paper, Stack, Tooltip, Typography } from '@mui/material';
import { memo } from 'react';
import { useTranslate } from 'react-admin';
import type { Block } from '../types';

export type BlockAction = 'up' | 'down' | 'duplicate' | 'remove';

interface Props {
  block: Block;
  summary: string;
  selected: boolean;
  first: boolean;
  last: boolean;
  onSelect(id: string): void;
  onAction(id: string, action: BlockAction): void;
}

/** One block in a column: drag handle (mouse or keyboard), what it holds, and its actions. */
export const BlockCard = memo(function BlockCard({
  block,
  summary,
  selected,
  first,
  last,
  onSelect,
  onAction,
}: Props) {
  const translate = useTranslate();
  const { attributes, listeners, setNodeRef, transform, transition, isDragging } = useSortable({
    id: block.id,
  });
  const type = translate(`emails.block_type.${block.type}`);
  const action = (a: BlockAction, label: string, icon: React.ReactNode, disabled = false) => (
    <Tooltip title={label}>
      <span>
        <IconButton
          size="small"
          aria-label={`${label}: ${type}`}
          disabled={disabled}
          onClick={() => onAction(block.id, a)}
        >
          {icon}
        </IconButton>
      </span>
    </Tooltip>
  );
  return (
    <Paper
      ref={setNodeRef}
      variant="outlined"
      data-block-type={block.type}
      sx={{
        transform: CSS.Transform.toString(transform),
        transition,
        opacity: isDragging ? 0.6 : 1,
        borderColor: selected ? 'primary.main' : 'divider',
        borderWidth: selected ? 2 : 1,
        display: 'flex',
        alignItems: 'center',
      }}
    >
      <IconButton
        size="small"
        aria-label={translate('emails.editor.drag', { type })}
        {...attributes}
        {...listeners}
      >
        <DragIndicatorIcon fontSize="small" />
      </IconButton>
      <ButtonBase
        onClick={() => onSelect(block.id)}
        aria-pressed={selected}
        sx={{ flexGrow: 1, minWidth: 0, justifyContent: 'flex-start', textAlign: 'left', py: 1, px: 0.5 }}
      >
        <Box sx={{ minWidth: 0 }}>
          <Typography variant="caption" color="text.secondary" component="p">
            {type}
          </Typography>
          <Typography variant="body2" noWrap>
            {summary || '\u00a0'}
          </Typography>
        </Box>
      </ButtonBase>
      <Stack direction="row" sx={{ flexShrink: 0 }}>
        {action('up', translate('emails.editor.move_up'), <ArrowUpwardIcon fontSize="small" />, first)}
        {action('down', translate('emails.editor.move_down'), <ArrowDownwardIcon fontSize="small" />, last)}
        {action('duplicate', translate('emails.editor.duplicate'), <ContentCopyIcon fontSize="small" />)}
        {action('remove', translate('emails.editor.remove'), <DeleteIcon fontSize="small" />)}
      </Stack>
    </Paper>
  );
});
