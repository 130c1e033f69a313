import { type Collision, type CollisionDetection, closestCenter, pointerWithin } from '@dnd-kit/core';
import { dragDataOf, dropDataOf } from './dragData';

/**
 * Which target a drag is over. Under a pointer, every target containing it, the innermost first (a grid's
 * column before the grid, a widget before its list); from the keyboard, the closest one. A widget dragged
 * never targets itself or anything inside it.
 */
export const designerCollision: CollisionDetection = (args) => {
  const source = dragDataOf(args.active.data.current)?.source;
  const moved = source?.from === 'canvas' ? source.model : null;
  const droppableContainers = args.droppableContainers.filter((container) => {
    const data = dropDataOf(container.data.current);
    return !moved || !data?.ancestors.includes(moved);
  });
  const within = pointerWithin({ ...args, droppableContainers });
  if (within.length === 0) return closestCenter({ ...args, droppableContainers });
  const depthOf = (collision: Collision) =>
    dropDataOf(droppableContainers.find((container) => container.id === collision.id)?.data.current)?.depth ?? 0;
  return [...within].sort((a, b) => depthOf(b) - depthOf(a));
};
