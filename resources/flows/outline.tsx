import {
  DndContext,
  KeyboardSensor,
  PointerSensor,
  closestCenter,
  useSensor,
  useSensors,
  type DragEndEvent,
} from '@dnd-kit/core';
import {
  SortableContext,
  sortableKeyboardCoordinates,
  useSortable,
  verticalListSortingStrategy,
} from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import CallSplitIcon from '@mui/icons-material/CallSplit';
import DoNotDisturbIcon from '@mui/icons-material/DoNotDisturbOn';
import DragIndicatorIcon from '@mui/icons-material/DragIndicator';
import ErrorOutlineIcon from '@mui/icons-material/ErrorOutline';
import {
  Box,
  IconButton,
  List,
  ListItem,
  ListItemButton,
  ListItemIcon,
  ListItemText,
  ListSubheader,
  Tooltip,
} from '@mui/material';
import { memo, type KeyboardEvent } from 'react';
import { useTranslate } from 'react-admin';
import { Link } from 'react-router-dom';
import { optionsOf } from './graph';
import { KindIcon } from './kinds';
import { isKnownKind, type Block, type BlockSection } from './types';
import './texts';

export interface OutlineProps {
  sections: readonly BlockSection[];
  blocks: readonly Block[];
  selectedId: number | null;
  blockPath(id: number): string;
  /** Blocks with an error from the checks. */
  flagged: ReadonlySet<number>;
  readOnly: boolean;
  onMove(id: number, step: -1 | 1): void;
  onDrop(id: number, sectionId: string, index: number): void;
  locale: string;
}

const hasJump = (b: Block) => Boolean(b.jump_to) || optionsOf(b).some((o) => o.jump_to);
const screensOut = (b: Block) => b.screenout_immediately || optionsOf(b).some((o) => o.screenout);

function Row({ block, props }: { block: Block; props: OutlineProps }) {
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
}

/**
 * The flow's sections in order with their blocks. Alt+Up/Down moves the focused block; the handle
 * drags it (or Space on the handle, then arrows), within a section or into another.
 */
export const Outline = memo(function Outline(props: OutlineProps) {
  const translate = useTranslate();
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 4 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );
  const byId = new Map(props.blocks.map((b) => [b.id, b]));
  const onDragEnd = ({ active, over }: DragEndEvent) => {
    if (!over || active.id === over.id) return;
    const overId = Number(over.id);
    const target = props.sections.find((s) => s.block_ids.includes(overId) || s.id === over.id);
    if (!target) return;
    const index = target.block_ids.indexOf(overId);
    props.onDrop(Number(active.id), target.id, index < 0 ? target.block_ids.length : index);
  };
  return (
    <DndContext sensors={sensors} collisionDetection={closestCenter} onDragEnd={onDragEnd}>
      <nav aria-label={translate('flows.outline.label')}>
        {props.sections.map((section, i) => (
          // The heading sits beside its list, not inside it: a list holds only its items.
          <Box key={section.id}>
            <ListSubheader id={`section-${section.id}`} component="h2">
              {section.title || translate('flows.outline.section', { n: i + 1 })}
            </ListSubheader>
            <List dense disablePadding aria-labelledby={`section-${section.id}`}>
              <SortableContext items={section.block_ids} strategy={verticalListSortingStrategy}>
                {section.block_ids.map((id) => {
                  const block = byId.get(id);
                  return block ? <Row key={id} block={block} props={props} /> : null;
                })}
              </SortableContext>
              {section.block_ids.length === 0 && (
                <ListItem>
                  <ListItemText secondary={translate('flows.outline.empty_section')} />
                </ListItem>
              )}
            </List>
          </Box>
        ))}
      </nav>
    </DndContext>
  );
});
