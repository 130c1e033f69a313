import type { FormValue, Widget } from '../../../../../shared/forms';
import type { ControlSize } from '../formLook';

/** What every control of the renderer takes: a widget, its value and where a change goes. */
export interface ControlProps {
  widget: Widget;
  value: FormValue | undefined;
  onChange: (next: FormValue) => void;
  size: ControlSize;
}
