import { Input, Textarea } from '@fluentui/react-components';
import { useTranslation } from 'react-i18next';
import type { FormValue, Widget } from '../../../../shared/forms';
import { UploadReadOnly } from './controls/UploadReadOnly';
import { storedNamesIn } from './controls/uploadValue';
import { displayText } from './displayText';
import type { ControlSize } from './formLook';

const LONG_TEXT_KINDS = new Set(['textarea', 'editor', 'table', 'fileupload', 'imgupload']);

/**
 * A submitted value shown read-only in a text box, so it stays named by its label and can be selected; uploaded
 * files and images as their list (download, preview), unless the data holds something other than stored names.
 */
export function ReadOnlyControl({
  widget,
  value,
  size,
}: {
  widget: Widget;
  value: FormValue | undefined;
  size: ControlSize;
}) {
  const { t } = useTranslation();
  const fileNames = widget.type === 'fileupload' || widget.type === 'imgupload' ? storedNamesIn(value) : null;
  if (fileNames) return <UploadReadOnly widget={widget} fileNames={fileNames} />;
  const text = displayText(widget, value, { yes: t('flowForms.renderer.yes'), no: t('flowForms.renderer.no') });
  const placeholder = t('flowForms.renderer.empty');
  if (LONG_TEXT_KINDS.has(widget.type)) {
    return <Textarea readOnly resize="vertical" size={size} value={text} placeholder={placeholder} />;
  }
  return <Input readOnly size={size} value={text} placeholder={placeholder} />;
}
