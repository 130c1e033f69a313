import { defaultFormData, type Widget } from '../../../../shared/forms';
import type { FormLook } from '../components/formLook';
import { WidgetItem } from '../components/WidgetItem';

const ignoreChange = () => undefined;

/**
 * What the form will show for a widget, with its default value. Inert: on the canvas a click selects the
 * widget and Tab moves between the designer's own controls, not into the preview.
 */
export function WidgetPreview({ widget, look }: { widget: Widget; look: FormLook }) {
  return (
    <div inert>
      <WidgetItem
        widget={widget}
        values={defaultFormData({ list: [widget] })}
        onFieldChange={ignoreChange}
        look={look}
        isReadOnly={false}
        errors={{}}
      />
    </div>
  );
}
