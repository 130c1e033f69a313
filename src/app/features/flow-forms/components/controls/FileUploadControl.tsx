import {
  FieldContextProvider,
  type FieldControlProps,
  useFieldControlProps_unstable,
} from '@fluentui/react-components';
import { FILE_COUNT_DEFAULT } from '../../../../../shared/forms';
import { FileUpload } from '../../../../components/upload';
import type { ControlProps } from './controlProps';
import { storedNamesIn } from './uploadValue';

/**
 * A file upload field: the shared widget with the widget's count, its value the stored names. The group is named by
 * the field's label; the field context stops there, or the progress bars inside would take the field's label.
 */
export function FileUploadControl({ widget, value, onChange }: ControlProps) {
  const { 'aria-required': _required, ...naming } = useFieldControlProps_unstable<FieldControlProps>(
    {},
    { supportsLabelFor: false },
  );
  return (
    <FieldContextProvider value={undefined}>
      <FileUpload
        {...naming}
        label={widget.name}
        value={storedNamesIn(value) ?? []}
        onChange={onChange}
        limits={{ limit: widget.options.length ?? FILE_COUNT_DEFAULT }}
        disabled={widget.options.disabled === true}
      />
    </FieldContextProvider>
  );
}
