import { makeStyles, tokens } from '@fluentui/react-components';
import { type KeyboardEvent, type PointerEvent, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { clampWidth, keyedWidth, MAX_COLUMN_PX, MIN_COLUMN_PX } from './columnWidths';

const useStyles = makeStyles({
  handle: {
    position: 'absolute',
    top: 0,
    right: 0,
    bottom: 0,
    width: '8px',
    cursor: 'col-resize',
    touchAction: 'none',
    ':hover': { backgroundColor: tokens.colorNeutralStroke1 },
    ':focus-visible': { outline: `2px solid ${tokens.colorStrokeFocus2}`, backgroundColor: tokens.colorBrandStroke1 },
  },
});

interface Props {
  column: string;
  width: number;
  onWidth(px: number): void;
}

/**
 * A column's resize handle: drag it, or focus it and use the arrow keys (Shift for big steps), Home and End.
 * A focusable separator with its value is how ARIA describes a splitter a keyboard can move.
 */
export function ColumnResizeHandle({ column, width, onWidth }: Props) {
  const styles = useStyles();
  const { t } = useTranslation();
  const drag = useRef<{ x: number; width: number } | null>(null);

  const handlePointerDown = (event: PointerEvent<HTMLDivElement>) => {
    event.preventDefault();
    event.currentTarget.setPointerCapture(event.pointerId);
    drag.current = { x: event.clientX, width };
  };
  const handlePointerMove = (event: PointerEvent<HTMLDivElement>) => {
    if (drag.current) onWidth(clampWidth(drag.current.width + event.clientX - drag.current.x));
  };
  const handlePointerUp = () => {
    drag.current = null;
  };
  const handleKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const next = keyedWidth(width, event.key, event.shiftKey);
    if (next === null) return;
    event.preventDefault();
    onWidth(next);
  };

  return (
    // biome-ignore lint/a11y/useSemanticElements: an <hr> cannot be focused and moved; a focusable separator is ARIA's splitter
    <div
      role="separator"
      aria-orientation="vertical"
      aria-label={t('terminal.sql.resizeColumn', { column })}
      aria-valuenow={width}
      aria-valuemin={MIN_COLUMN_PX}
      aria-valuemax={MAX_COLUMN_PX}
      tabIndex={0}
      className={styles.handle}
      data-testid="sql-column-resize"
      onPointerDown={handlePointerDown}
      onPointerMove={handlePointerMove}
      onPointerUp={handlePointerUp}
      onPointerCancel={handlePointerUp}
      onKeyDown={handleKeyDown}
    />
  );
}
