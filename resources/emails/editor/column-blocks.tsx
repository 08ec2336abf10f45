import '../texts';
import {
  closestCenter,
  DndContext,
  KeyboardSensor,
  PointerSensor,
  useSensor,
  useSensors,
  type DragEndEvent,
} from '@dnd-kit/core';
import { SortableContext, sortableKeyboardCoordinates, verticalListSortingStrategy } from '@dnd-kit/sortable';
import AddIcon from '@mui/icons-material/Add';
import { Button, Menu, MenuItem, Stack } from '@mui/material';
import { useMemo, useState } from 'react';
import { useTranslate } from 'react-admin';
import { BLOCK_TYPES, type BlockType, type Column } from '../types';
import { BlockCard, type BlockAction } from './block-card';

interface Props {
  column: Column;
  label: string;
  selected: string | null;
  summaryOf(blockId: string): string;
  onSelect(id: string): void;
  onAction(id: string, action: BlockAction): void;
  onMove(id: string, to: number): void;
  onAdd(columnId: string, type: BlockType): void;
}

// Held outside the component: dnd-kit memoises a sensor on its options object, so a new object
// each render would give every sortable block a new context.
const POINTER = { activationConstraint: { distance: 5 } };
const KEYBOARD = { coordinateGetter: sortableKeyboardCoordinates };

/** A column's blocks, reordered by dragging or from the keyboard (Space, arrows, Space). */
export function ColumnBlocks({
  column,
  label,
  selected,
  summaryOf,
  onSelect,
  onAction,
  onMove,
  onAdd,
}: Props) {
  const translate = useTranslate();
  const [menu, setMenu] = useState<HTMLElement | null>(null);
  const sensors = useSensors(useSensor(PointerSensor, POINTER), useSensor(KeyboardSensor, KEYBOARD));
  // The same ids keep the same array: a new one each render would redraw every sortable block.
  const idKey = column.blocks.map((b) => b.id).join('\n');
  const ids = useMemo(() => (idKey ? idKey.split('\n') : []), [idKey]);
  const onDragEnd = ({ active, over }: DragEndEvent) => {
    if (over && active.id !== over.id) onMove(String(active.id), ids.indexOf(String(over.id)));
  };
  return (
    <Stack spacing={1} role="group" aria-label={label} sx={{ flex: 1, minWidth: 0 }}>
      <DndContext sensors={sensors} collisionDetection={closestCenter} onDragEnd={onDragEnd}>
        <SortableContext items={ids} strategy={verticalListSortingStrategy}>
          {column.blocks.map((b, i) => (
            <BlockCard
              key={b.id}
              block={b}
              summary={summaryOf(b.id)}
              selected={selected === b.id}
              first={i === 0}
              last={i === column.blocks.length - 1}
              onSelect={onSelect}
              onAction={onAction}
            />
          ))}
        </SortableContext>
      </DndContext>
      <Button
        size="small"
        startIcon={<AddIcon />}
        onClick={(e) => setMenu(e.currentTarget)}
        aria-haspopup="menu"
        sx={{ alignSelf: 'flex-start' }}
      >
        {translate('emails.editor.add_block')}
      </Button>
      <Menu anchorEl={menu} open={menu !== null} onClose={() => setMenu(null)}>
        {BLOCK_TYPES.map((t) => (
          <MenuItem
            key={t}
            onClick={() => {
              setMenu(null);
              onAdd(column.id, t);
            }}
          >
            {translate(`emails.block_type.${t}`)}
          </MenuItem>
        ))}
      </Menu>
    </Stack>
  );
}
