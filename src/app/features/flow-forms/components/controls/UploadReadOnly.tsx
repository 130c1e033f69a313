import {
  FieldContextProvider,
  type FieldControlProps,
  makeStyles,
  useFieldControlProps_unstable,
} from '@fluentui/react-components';
import type { Widget } from '../../../../../shared/forms';
import { StoredFileList, StoredImageList } from '../../../../components/upload';

const useStyles = makeStyles({
  group: { border: 'none', margin: 0, padding: 0, minWidth: 0 },
});

/** The files or images of a filed form's upload field, read-only: download a file, preview an image. */
export function UploadReadOnly({ widget, fileNames }: { widget: Widget; fileNames: readonly string[] }) {
  const styles = useStyles();
  const { 'aria-required': _required, ...naming } = useFieldControlProps_unstable<FieldControlProps>(
    {},
    { supportsLabelFor: false },
  );
  return (
    <fieldset className={styles.group} {...naming}>
      <FieldContextProvider value={undefined}>
        {widget.type === 'imgupload' ? (
          <StoredImageList fileNames={fileNames} label={widget.name} thumbnailSize={widget.options.size} />
        ) : (
          <StoredFileList fileNames={fileNames} label={widget.name} />
        )}
      </FieldContextProvider>
    </fieldset>
  );
}
