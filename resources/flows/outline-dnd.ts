import './texts';
import {
  closestCenter,
  type Announcements,
  type CollisionDetection,
  type DataRef,
  type DroppableContainer,
  type DroppableContainers,
  type KeyboardCoordinateGetter,
  type UniqueIdentifier,
} from '@dnd-kit/core';
import { sortableKeyboardCoordinates } from '@dnd-kit/sortable';

// The outline drags two kinds of thing in one context: blocks (within and across sections) and
// sections. Each only ever lands among its own kind, by pointer and by arrow keys alike.

export const SECTION = 'section';
export const isSection = (data: DataRef): boolean => data.current?.kind === SECTION;

const sameKind = (active: DataRef) => (c: DroppableContainer) => isSection(c.data) === isSection(active);

/** The droppables of one kind, as dnd-kit's keyboard coordinates read them. */
class KindContainers extends Map<UniqueIdentifier, DroppableContainer> implements DroppableContainers {
  override get(id: UniqueIdentifier | null | undefined): DroppableContainer | undefined {
    return id === null || id === undefined ? undefined : super.get(id);
  }
  toArray(): DroppableContainer[] {
    return [...this.values()];
  }
  getEnabled(): DroppableContainer[] {
    return this.toArray().filter((c) => !c.disabled);
  }
  getNodeFor(id: UniqueIdentifier | null | undefined): HTMLElement | undefined {
    return this.get(id)?.node.current ?? undefined;
  }
}

/** The nearest droppable of the dragged kind. */
export const kindCollisions: CollisionDetection = (args) =>
  closestCenter({
    ...args,
    droppableContainers: args.droppableContainers.filter(sameKind(args.active.data)),
  });

/** Arrow keys move as in dnd-kit's sortable lists, stepping over items of the dragged kind only. */
export const kindKeyboardCoordinates: KeyboardCoordinateGetter = (event, args) => {
  const { active, droppableContainers } = args.context;
  if (!active) return sortableKeyboardCoordinates(event, args);
  const only = new KindContainers([...droppableContainers].filter(([, c]) => sameKind(active.data)(c)));
  return sortableKeyboardCoordinates(event, {
    ...args,
    context: { ...args.context, droppableContainers: only },
  });
};

/** What a screen reader hears while dragging: the block's heading or the section's title, not ids. */
export function announcements(
  name: (id: UniqueIdentifier) => string,
  say: (key: string, args: Record<string, string>) => string,
): Announcements {
  const over = (o: { id: UniqueIdentifier } | null) => (o ? name(o.id) : '');
  return {
    onDragStart: ({ active }) => say('flows.outline.dnd.picked', { name: name(active.id) }),
    onDragOver: ({ active, over: o }) =>
      o && o.id !== active.id
        ? say('flows.outline.dnd.over', { name: name(active.id), target: over(o) })
        : undefined,
    onDragEnd: ({ active, over: o }) =>
      o && o.id !== active.id
        ? say('flows.outline.dnd.dropped', { name: name(active.id), target: over(o) })
        : say('flows.outline.dnd.back', { name: name(active.id) }),
    onDragCancel: ({ active }) => say('flows.outline.dnd.cancelled', { name: name(active.id) }),
  };
}
