import {
  DndContext,
  KeyboardSensor,
  PointerSensor,
  useSensor,
  useSensors,
  type DragEndEvent,
  type UniqueIdentifier,
} from '@dnd-kit/core';
import { SortableContext, useSortable, verticalListSortingStrategy } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import { Box, List, ListItem, ListItemText } from '@mui/material';
import { memo, useMemo } from 'react';
import { useTranslate } from 'react-admin';
import { useSteadyCallback } from '@/ui';
import { SECTION, announcements, isSection, kindCollisions, kindKeyboardCoordinates } from './outline-dnd';
import { OutlineRow, type OutlineRowProps } from './outline-row';
import { SectionHeader, type SectionCommands } from './section-header';
import type { Block, BlockSection } from './types';
import './texts';

export interface OutlineProps extends OutlineRowProps {
  sections: readonly BlockSection[];
  blocks: readonly Block[];
  onDrop(id: number, sectionId: string, index: number): void;
  onMoveSection(sectionId: string, index: number): void;
  /** The section menu's commands, for the section given. */
  sectionCommands(section: BlockSection): SectionCommands;
}

interface SectionProps {
  section: BlockSection;
  index: number;
  byId: ReadonlyMap<number, Block>;
  props: OutlineProps;
}

/** What a section shows is unchanged: its own blocks and every setting but the flow's block list. */
function sameSection(a: SectionProps, b: SectionProps): boolean {
  if (a.section !== b.section || a.index !== b.index) return false;
  for (const key of Object.keys(a.props) as (keyof OutlineProps)[])
    if (key !== 'blocks' && a.props[key] !== b.props[key]) return false;
  return a.section.block_ids.every((id) => a.byId.get(id) === b.byId.get(id));
}

/**
 * One section and its rows. A keystroke in a block changes one block: only the section holding it
 * is drawn again, so the other sections' sortable lists (and their hundreds of rows) are left be.
 */
const OutlineSection = memo(function OutlineSection({ section, index, byId, props }: SectionProps) {
  const translate = useTranslate();
  const { setNodeRef, attributes, listeners, transform, transition, isDragging } = useSortable({
    id: section.id,
    data: { kind: SECTION },
    disabled: props.readOnly,
  });
  const headingId = `section-${section.id}`;
  const name = section.title || translate('flows.outline.section', { n: index + 1 });
  return (
    // The heading sits beside its list, not inside it: a list holds only its items.
    <Box
      ref={setNodeRef}
      style={{ transform: CSS.Transform.toString(transform), transition, opacity: isDragging ? 0.6 : 1 }}
    >
      <SectionHeader
        id={headingId}
        name={name}
        first={index === 0}
        last={index === props.sections.length - 1}
        only={props.sections.length === 1}
        readOnly={props.readOnly}
        handle={{ attributes, listeners }}
        {...props.sectionCommands(section)}
      />
      <List dense disablePadding aria-labelledby={headingId}>
        <SortableContext items={section.block_ids} strategy={verticalListSortingStrategy}>
          {section.block_ids.map((id) => {
            const block = byId.get(id);
            return block ? <OutlineRow key={id} block={block} props={props} /> : null;
          })}
        </SortableContext>
        {section.block_ids.length === 0 && (
          <ListItem>
            <ListItemText secondary={translate('flows.outline.empty_section')} />
          </ListItem>
        )}
      </List>
    </Box>
  );
}, sameSection);

// Held outside the component: dnd-kit memoises a sensor on its options object, and a new object
// each render gave every sortable row a new context, redrawing all 300 rows on each keystroke.
const POINTER = { activationConstraint: { distance: 4 } };
const KEYBOARD = { coordinateGetter: kindKeyboardCoordinates };

/**
 * The flow's sections in order with their blocks. Alt+Up/Down moves the focused block; a handle
 * drags its block or section (or Space on the handle, then arrows). A block goes within its
 * section or into another; a section moves among the sections with its blocks.
 */
export const Outline = memo(function Outline(props: OutlineProps) {
  const translate = useTranslate();
  const sensors = useSensors(useSensor(PointerSensor, POINTER), useSensor(KeyboardSensor, KEYBOARD));
  const byId = new Map(props.blocks.map((b) => [b.id, b]));
  // The same ids keep the same array, so the sections' sortable context stays as it was.
  const sectionKey = props.sections.map((s) => s.id).join('\n');
  const sectionIds = useMemo(() => (sectionKey ? sectionKey.split('\n') : []), [sectionKey]);
  const nameOf = useSteadyCallback((id: UniqueIdentifier) => {
    const at = props.sections.findIndex((s) => s.id === id);
    const section = props.sections[at];
    if (section)
      return translate('flows.outline.dnd.section', {
        name: section.title || translate('flows.outline.section', { n: at + 1 }),
      });
    const block = byId.get(Number(id));
    return translate('flows.outline.dnd.block', {
      name: block?.heading.trim() || translate('flows.outline.no_heading'),
    });
  });
  // Steady, so the drag context is not handed new handlers on every keystroke.
  const accessibility = useMemo(
    () => ({
      announcements: announcements(nameOf, translate),
      screenReaderInstructions: { draggable: translate('flows.outline.dnd.instructions') },
    }),
    [nameOf, translate],
  );
  const onDragEnd = useSteadyCallback(({ active, over }: DragEndEvent) => {
    if (!over || active.id === over.id) return;
    if (isSection(active.data)) {
      const to = props.sections.findIndex((s) => s.id === over.id);
      if (to >= 0) props.onMoveSection(String(active.id), to);
      return;
    }
    const overId = Number(over.id);
    const target = props.sections.find((s) => s.block_ids.includes(overId));
    if (!target) return;
    props.onDrop(Number(active.id), target.id, target.block_ids.indexOf(overId));
  });
  return (
    <DndContext
      sensors={sensors}
      collisionDetection={kindCollisions}
      onDragEnd={onDragEnd}
      accessibility={accessibility}
    >
      <nav aria-label={translate('flows.outline.label')}>
        <SortableContext items={sectionIds} strategy={verticalListSortingStrategy}>
          {props.sections.map((section, i) => (
            <OutlineSection key={section.id} section={section} index={i} byId={byId} props={props} />
          ))}
        </SortableContext>
      </nav>
    </DndContext>
  );
});
