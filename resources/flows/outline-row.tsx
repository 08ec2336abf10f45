import { useSortable } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import CallSplitIcon from '@mui/icons-material/CallSplit';
import DoNotDisturbIcon from '@mui/icons-material/DoNotDisturbOn';
import DragIndicatorIcon from '@mui/icons-material/DragIndicator';
import ErrorOutlineIcon from '@mui/icons-material/ErrorOutline';
import {
  Box,
  IconButton,
  ListItem,
  ListItemButton,
  ListItemIcon,
  ListItemText,
  Tooltip,
} from '@mui/material';
import { memo, type KeyboardEvent } from 'react';
import { useTranslate } from 'react-admin';
import { Link } from 'react-router-dom';
import { optionsOf } from './graph';
import { KindIcon } from './kinds';
import { isKnownKind, type Block } from './types';
import './texts';

/** What every row of the outline shares. */
export interface OutlineRowProps {
  selectedId: number | null;
  blockPath(id: number): string;
  /** Blocks with an error from the checks. */
  flagged: ReadonlySet<number>;
  readOnly: boolean;
  onMove(id: number, step: -1 | 1): void;
  locale: string;
}

const hasJump = (b: Block) => Boolean(b.jump_to) || optionsOf(b).some((o) => o.jump_to);
const screensOut = (b: Block) => b.screenout_immediately || optionsOf(b).some((o) => o.screenout);

interface RowProps {
  block: Block;
  props: OutlineRowProps;
}

/**
 * Whether a row would draw the same: its block (an edit replaces only the edited block's object),
 * whether it is the selected one or flagged, and the shared settings. A keystroke in one block of
 * a long flow then redraws one row, not all of them.
 */
function sameRow(a: RowProps, b: RowProps): boolean {
  const id = a.block.id;
  return (
    a.block === b.block &&
    (a.props.selectedId === id) === (b.props.selectedId === id) &&
    a.props.flagged.has(id) === b.props.flagged.has(id) &&
    a.props.readOnly === b.props.readOnly &&
    a.props.locale === b.props.locale &&
    a.props.onMove === b.props.onMove &&
    a.props.blockPath === b.props.blockPath
  );
}

/**
 * A row off screen is not laid out: showing the Blocks tab of a 300-block flow laid out every row
 * in the task that showed it. Rows stay in the document, so keyboard, screen readers, find-in-page
 * and dnd-kit's measuring (which lays a row out when it asks) see all of them. The size is a row's
 * own once it has been drawn; before that a dense two-line row's.
 */
const ROW_STYLE = { contentVisibility: 'auto', containIntrinsicSize: 'auto 60px' } as const;

/** One block of the outline: a link to its form, what it does in words, and its drag handle. */
export const OutlineRow = memo(function OutlineRow({ block, props }: RowProps) {
  const translate = useTranslate();
  const { setNodeRef, attributes, listeners, transform, transition, isDragging } = useSortable({
    id: block.id,
    disabled: props.readOnly,
  });
  const type = isKnownKind(block.type_id) ? translate(`flows.block_type.${block.type_id}`) : block.type_id;
  const heading = block.heading.trim() || translate('flows.outline.no_heading_in', { locale: props.locale });
  const onKeyDown = (e: KeyboardEvent) => {
    if (props.readOnly || !e.altKey || (e.key !== 'ArrowUp' && e.key !== 'ArrowDown')) return;
    e.preventDefault();
    props.onMove(block.id, e.key === 'ArrowUp' ? -1 : 1);
  };
  const markers = [
    block.is_required ? translate('flows.outline.required') : null,
    screensOut(block) ? translate('flows.outline.screenout') : null,
    hasJump(block) ? translate('flows.outline.jumps') : null,
    props.flagged.has(block.id) ? translate('flows.outline.problem') : null,
  ].filter((m): m is string => m !== null);
  return (
    <ListItem
      ref={setNodeRef}
      disablePadding
      sx={ROW_STYLE}
      style={{ transform: CSS.Transform.toString(transform), transition, opacity: isDragging ? 0.6 : 1 }}
      secondaryAction={
        props.readOnly ? undefined : (
          <IconButton
            edge="end"
            size="small"
            aria-label={translate('flows.outline.drag', { name: heading })}
            {...attributes}
            {...listeners}
          >
            <DragIndicatorIcon fontSize="small" />
          </IconButton>
        )
      }
    >
      <ListItemButton
        component={Link}
        to={props.blockPath(block.id)}
        selected={props.selectedId === block.id}
        aria-current={props.selectedId === block.id ? 'true' : undefined}
        onKeyDown={onKeyDown}
        aria-keyshortcuts="Alt+ArrowUp Alt+ArrowDown"
        data-block-id={block.id}
      >
        <ListItemIcon sx={{ minWidth: 32 }}>
          <Tooltip title={type}>
            <span>
              <KindIcon kind={block.type_id} />
            </span>
          </Tooltip>
        </ListItemIcon>
        <ListItemText
          primary={`${heading}${block.is_required ? ' *' : ''}`}
          secondary={[type, ...markers].join(' · ')}
          slotProps={{
            primary: { noWrap: true, color: block.heading.trim() ? undefined : 'warning.main' },
            secondary: { noWrap: true },
          }}
        />
        <Box sx={{ display: 'flex', gap: 0.25, color: 'text.secondary' }} aria-hidden>
          {screensOut(block) && <DoNotDisturbIcon fontSize="inherit" />}
          {hasJump(block) && <CallSplitIcon fontSize="inherit" />}
          {props.flagged.has(block.id) && <ErrorOutlineIcon fontSize="inherit" color="error" />}
        </Box>
      </ListItemButton>
    </ListItem>
  );
}, sameRow);
