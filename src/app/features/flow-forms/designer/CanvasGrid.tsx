import type { ReactNode } from 'react';
import type { GridColumn, Widget } from '../../../../shared/forms';
import { gridColumnStyle, gridRowStyle } from '../components/gridGeometry';

/** A grid on the canvas: its columns laid out as the form lays them out, each rendering its own list. */
export function CanvasGrid({
  widget,
  renderColumn,
}: {
  widget: Widget;
  renderColumn: (column: GridColumn, index: number) => ReactNode;
}) {
  return (
    <div style={gridRowStyle(widget.options)}>
      {(widget.columns ?? []).map((column, index) => (
        // Columns have no identity of their own: their place is what they are.
        // biome-ignore lint/suspicious/noArrayIndexKey: see above.
        <div key={index} style={gridColumnStyle(column.span, widget.options)}>
          {renderColumn(column, index)}
        </div>
      ))}
    </div>
  );
}
