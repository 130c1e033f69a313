import {
  FieldContextProvider,
  type FieldControlProps,
  useFieldControlProps_unstable,
} from '@fluentui/react-components';
import { IMAGE_COUNT_DEFAULT } from '../../../../../shared/forms';
import { ImageUpload } from '../../../../components/upload';
import type { ControlProps } from './controlProps';
import { storedNamesIn } from './uploadValue';

/**
 * An image upload field: the shared widget with the widget's count, thumbnail size and multiple choice, its value
 * the stored names. Named by the field's label, as the file upload is.
 */
export function ImageUploadControl({ widget, value, onChange }: ControlProps) {
  const { 'aria-required': _required, ...naming } = useFieldControlProps_unstable<FieldControlProps>(
    {},
    { supportsLabelFor: false },
  );
  const { options } = widget;
  return (
    <FieldContextProvider value={undefined}>
      <ImageUpload
        {...naming}
        label={widget.name}
        value={storedNamesIn(value) ?? []}
        onChange={onChange}
        limits={{ limit: options.length ?? IMAGE_COUNT_DEFAULT }}
        disabled={options.disabled === true}
        multiple={options.multiple === true}
        thumbnailSize={options.size}
      />
    </FieldContextProvider>
  );
}
