import { useSortable } from '@dnd-kit/sortable';
import { Button, makeStyles, mergeClasses, Text, tokens } from '@fluentui/react-components';
import { CopyRegular, DeleteRegular, ReOrderDotsVerticalRegular } from '@fluentui/react-icons';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { Widget } from '../../../../shared/forms';
import { type DragData, type DropData, widgetDragId } from './dragData';
import type { Place } from './widgetPlaces';

const useStyles = makeStyles({
  item: {
    border: `1px solid ${tokens.colorNeutralStroke2}`,
    borderRadius: tokens.borderRadiusMedium,
    backgroundColor: tokens.colorNeutralBackground1,
    padding: tokens.spacingVerticalXS,
    touchAction: 'none',
    cursor: 'move',
  },
  selected: { border: `2px solid ${tokens.colorBrandStroke1}` },
  dragging: { opacity: 0.5 },
  bar: { display: 'flex', alignItems: 'center', gap: tokens.spacingHorizontalXS },
  kind: { color: tokens.colorNeutralForeground3 },
  grow: { flex: 1 },
});

interface CanvasWidgetProps {
  widget: Widget;
  place: Place;
  depth: number;
  ancestors: readonly string[];
  isSelected: boolean;
  onSelect: (model: string) => void;
  onClone: (model: string) => void;
  onDelete: (model: string) => void;
  /** The widget's preview, or a grid's columns. */
  children: ReactNode;
}

/**
 * A widget on the canvas: a bar to select it (its title), drag it (the handle, or the pointer anywhere),
 * copy or delete it, and below the bar what the form will show.
 */
export function CanvasWidget(props: CanvasWidgetProps) {
  const { widget, place, depth, ancestors, isSelected, onSelect, onClone, onDelete, children } = props;
  const styles = useStyles();
  const { t } = useTranslation();
  const title = widget.name || widget.model;
  const data: DragData & DropData = {
    source: { from: 'canvas', model: widget.model },
    place,
    isWidget: true,
    depth,
    ancestors,
    label: title,
  };
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition, isDragging } = useSortable({
    id: widgetDragId(widget.model),
    data,
  });
  const style = { transform: transform ? `translate3d(${transform.x}px, ${transform.y}px, 0)` : undefined, transition };
  const act = (action: (model: string) => void) => (event: { stopPropagation: () => void }) => {
    event.stopPropagation();
    action(widget.model);
  };
  return (
    // The title button is the keyboard's way to select; a click anywhere else on the widget is the pointer's.
    // biome-ignore lint/a11y/noStaticElementInteractions: see above.
    // biome-ignore lint/a11y/useKeyWithClickEvents: see above.
    <div
      ref={setNodeRef}
      style={style}
      {...listeners}
      className={mergeClasses(styles.item, isSelected && styles.selected, isDragging && styles.dragging)}
      onClick={act(onSelect)}
    >
      <div className={styles.bar}>
        <Button
          ref={setActivatorNodeRef}
          {...attributes}
          appearance="transparent"
          size="small"
          icon={<ReOrderDotsVerticalRegular />}
          aria-label={t('flowForms.designer.dragWidget', { title })}
        />
        <Button
          appearance="transparent"
          size="small"
          aria-pressed={isSelected}
          aria-label={t('flowForms.designer.selectWidget', { title })}
          onClick={act(onSelect)}
        >
          {title}
        </Button>
        <Text size={200} className={styles.kind}>
          {t(`flowForms.kind.${widget.type}`)}
        </Text>
        <span className={styles.grow} />
        <Button
          appearance="subtle"
          size="small"
          icon={<CopyRegular />}
          aria-label={t('flowForms.designer.clone', { title })}
          onClick={act(onClone)}
        />
        <Button
          appearance="subtle"
          size="small"
          icon={<DeleteRegular />}
          aria-label={t('flowForms.designer.remove', { title })}
          onClick={act(onDelete)}
        />
      </div>
      {children}
    </div>
  );
}
