import type { ReactNode } from 'react';
import type { Widget } from '../../../../shared/forms';
import { gridColumnStyle, gridRowStyle } from './gridGeometry';

/** A grid's columns side by side, each rendering its own widgets (handed in, so a grid can hold any widget). */
export function GridLayout({ widget, renderWidget }: { widget: Widget; renderWidget: (child: Widget) => ReactNode }) {
  return (
    <div style={gridRowStyle(widget.options)}>
      {(widget.columns ?? []).map((column, index) => (
        // Columns have no identity of their own: their place is what they are.
        // biome-ignore lint/suspicious/noArrayIndexKey: see above.
        <div key={index} style={gridColumnStyle(column.span, widget.options)}>
          {column.list.map(renderWidget)}
        </div>
      ))}
    </div>
  );
}
