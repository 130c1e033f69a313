import {
  type Announcements,
  DndContext,
  type DragEndEvent,
  DragOverlay,
  type DragStartEvent,
  KeyboardSensor,
  PointerSensor,
  useSensor,
  useSensors,
} from '@dnd-kit/core';
import { sortableKeyboardCoordinates } from '@dnd-kit/sortable';
import { Card, Text } from '@fluentui/react-components';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { FormModel, Widget, WidgetKind } from '../../../../shared/forms';
import type { DesignerEdit } from './designerEdits';
import { designerCollision } from './dndCollision';
import { dragDataOf, dropDataOf } from './dragData';
import { dropEdit } from './dropEdit';

/** A pointer must move this far before a press becomes a drag, so a click still selects or adds. */
const DRAG_DISTANCE_PX = 5;

interface DesignerDndProps {
  form: FormModel;
  makeWidget: (kind: WidgetKind) => Widget;
  onEdit: (edit: DesignerEdit) => void;
  children: ReactNode;
}

/**
 * Dragging in the designer: palette kinds onto the canvas, canvas widgets within and between lists, by
 * pointer or keyboard (space to pick up and drop, arrows to move), announced in the user's language.
 */
export function DesignerDnd({ form, makeWidget, onEdit, children }: DesignerDndProps) {
  const { t } = useTranslation();
  const [dragged, setDragged] = useState<string | null>(null);
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: DRAG_DISTANCE_PX } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );
  const labelOf = (item: { data: { current?: unknown } } | null) =>
    dragDataOf(item?.data.current)?.label ?? dropDataOf(item?.data.current)?.label ?? '';
  const announcements: Announcements = {
    onDragStart: ({ active }) => t('flowForms.designer.dnd.start', { name: labelOf(active) }),
    onDragOver: ({ active, over }) =>
      over
        ? t('flowForms.designer.dnd.over', { name: labelOf(active), target: labelOf(over) })
        : t('flowForms.designer.dnd.outside', { name: labelOf(active) }),
    onDragEnd: ({ active, over }) =>
      t(over ? 'flowForms.designer.dnd.end' : 'flowForms.designer.dnd.endOutside', { name: labelOf(active) }),
    onDragCancel: ({ active }) => t('flowForms.designer.dnd.cancel', { name: labelOf(active) }),
  };

  const handleDragStart = ({ active }: DragStartEvent) => setDragged(labelOf(active));
  const handleDragEnd = ({ active, over }: DragEndEvent) => {
    setDragged(null);
    const source = dragDataOf(active.data.current)?.source;
    const target = dropDataOf(over?.data.current);
    if (!source || !target || !over) return;
    const moving = active.rect.current.translated;
    const isLowerHalf = moving ? moving.top + moving.height / 2 > over.rect.top + over.rect.height / 2 : false;
    const edit = dropEdit(form, source, target, isLowerHalf, makeWidget);
    if (edit) onEdit(edit);
  };

  return (
    <DndContext
      sensors={sensors}
      collisionDetection={designerCollision}
      accessibility={{
        announcements,
        screenReaderInstructions: { draggable: t('flowForms.designer.dnd.instructions') },
      }}
      onDragStart={handleDragStart}
      onDragEnd={handleDragEnd}
      onDragCancel={() => setDragged(null)}
    >
      {children}
      <DragOverlay>
        {dragged !== null && (
          <Card size="small">
            <Text weight="semibold">{dragged}</Text>
          </Card>
        )}
      </DragOverlay>
    </DndContext>
  );
}
