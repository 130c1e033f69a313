import { useDroppable } from '@dnd-kit/core';
import { SortableContext, verticalListSortingStrategy } from '@dnd-kit/sortable';
import { makeStyles, mergeClasses, Text, tokens } from '@fluentui/react-components';
import type { ReactNode } from 'react';
import type { Widget } from '../../../../shared/forms';
import { type DropData, listDropId, widgetDragId } from './dragData';
import type { ListRef, Place } from './widgetPlaces';

const useStyles = makeStyles({
  list: {
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalXS,
    minHeight: '48px',
    padding: tokens.spacingVerticalXS,
    border: `1px dashed ${tokens.colorNeutralStroke2}`,
    borderRadius: tokens.borderRadiusMedium,
  },
  over: { backgroundColor: tokens.colorBrandBackground2 },
  empty: { color: tokens.colorNeutralForeground3, alignSelf: 'center', paddingBlock: tokens.spacingVerticalM },
});

interface CanvasListProps {
  listRef: ListRef;
  widgets: readonly Widget[];
  depth: number;
  ancestors: readonly string[];
  label: string;
  emptyText: string;
  renderWidget: (widget: Widget, place: Place) => ReactNode;
}

/** A list on the canvas (the form, or a grid column): a drop target and a sortable list of its widgets. */
export function CanvasList({ listRef, widgets, depth, ancestors, label, emptyText, renderWidget }: CanvasListProps) {
  const styles = useStyles();
  const id = listDropId(listRef);
  const data: DropData = { place: { list: listRef, index: widgets.length }, isWidget: false, depth, ancestors, label };
  const { setNodeRef, isOver } = useDroppable({ id, data });
  return (
    <SortableContext
      id={id}
      items={widgets.map((widget) => widgetDragId(widget.model))}
      strategy={verticalListSortingStrategy}
    >
      <div ref={setNodeRef} className={mergeClasses(styles.list, isOver && styles.over)}>
        {widgets.length === 0 && <Text className={styles.empty}>{emptyText}</Text>}
        {widgets.map((widget, index) => renderWidget(widget, { list: listRef, index }))}
      </div>
    </SortableContext>
  );
}
