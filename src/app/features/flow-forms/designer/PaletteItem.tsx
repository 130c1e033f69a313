import { useDraggable } from '@dnd-kit/core';
import { Button, makeStyles, mergeClasses, tokens } from '@fluentui/react-components';
import { ReOrderDotsVerticalRegular } from '@fluentui/react-icons';
import { useTranslation } from 'react-i18next';
import type { WidgetKind } from '../../../../shared/forms';
import { type DragData, paletteDragId } from './dragData';

const useStyles = makeStyles({
  item: {
    display: 'flex',
    alignItems: 'center',
    border: `1px solid ${tokens.colorNeutralStroke2}`,
    borderRadius: tokens.borderRadiusMedium,
    backgroundColor: tokens.colorNeutralBackground1,
    touchAction: 'none',
  },
  dragging: { opacity: 0.5 },
  add: { flex: 1, justifyContent: 'flex-start', minWidth: 0 },
});

/**
 * A kind in the palette. A click (or Enter) adds it at the end of the form; it is dragged by the pointer from
 * anywhere on it, or from the keyboard by its handle (space), to a place on the canvas.
 */
export function PaletteItem({ kind, onAdd }: { kind: WidgetKind; onAdd: (kind: WidgetKind) => void }) {
  const styles = useStyles();
  const { t } = useTranslation();
  const name = t(`flowForms.kind.${kind}`);
  const data: DragData = { source: { from: 'palette', kind }, label: name };
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, isDragging } = useDraggable({
    id: paletteDragId(kind),
    data,
  });
  return (
    <li ref={setNodeRef} {...listeners} className={mergeClasses(styles.item, isDragging && styles.dragging)}>
      <Button appearance="subtle" className={styles.add} onClick={() => onAdd(kind)}>
        {name}
      </Button>
      <Button
        ref={setActivatorNodeRef}
        {...attributes}
        appearance="transparent"
        size="small"
        icon={<ReOrderDotsVerticalRegular />}
        aria-label={t('flowForms.designer.dragFromPalette', { kind: name })}
      />
    </li>
  );
}
