import { makeStyles, Subtitle2, tokens } from '@fluentui/react-components';
import { useTranslation } from 'react-i18next';
import { FILE_COUNT_DEFAULT, IMAGE_COUNT_DEFAULT, type Widget } from '../../../../../shared/forms';
import { NumberProperty } from './NumberProperty';
import { countProblem } from './propertyChecks';
import { SwitchProperty } from './SwitchProperty';
import { TextProperty } from './TextProperty';
import { withOptions } from './widgetEdits';

const useStyles = makeStyles({
  heading: { marginBlockStart: tokens.spacingVerticalS },
});

/**
 * The upload settings: how many files, where they go; an image upload also its image size and the Qiniu
 * options (its domain and token method instead of an upload address).
 */
export function UploadProperties({ widget, onChange }: { widget: Widget; onChange: (next: Widget) => void }) {
  const styles = useStyles();
  const { t } = useTranslation();
  const { options } = widget;
  const isImage = widget.type === 'imgupload';
  const size = options.size ?? { width: 100, height: 100 };
  const text = (label: string, key: 'action' | 'domain' | 'tokenFunc') => (
    <TextProperty
      label={label}
      value={options[key] ?? ''}
      onChange={(next) => onChange(withOptions(widget, { [key]: next }))}
    />
  );
  return (
    <>
      {isImage && (
        <>
          <Subtitle2 as="h3" className={styles.heading}>
            {t('flowForms.prop.imageUpload')}
          </Subtitle2>
          <NumberProperty
            label={t('flowForms.prop.imageWidth')}
            value={size.width}
            check={(width) => countProblem(width)}
            onCommit={(width) => width !== undefined && onChange(withOptions(widget, { size: { ...size, width } }))}
          />
          <NumberProperty
            label={t('flowForms.prop.imageHeight')}
            value={size.height}
            check={(height) => countProblem(height)}
            onCommit={(height) => height !== undefined && onChange(withOptions(widget, { size: { ...size, height } }))}
          />
        </>
      )}
      <NumberProperty
        label={t('flowForms.prop.length')}
        value={options.length ?? (isImage ? IMAGE_COUNT_DEFAULT : FILE_COUNT_DEFAULT)}
        check={(length) => countProblem(length, 1)}
        onCommit={(length) => length !== undefined && onChange(withOptions(widget, { length }))}
      />
      {isImage && (
        <SwitchProperty
          label={t('flowForms.prop.isQiniu')}
          checked={options.isQiniu}
          onChange={(isQiniu) => onChange(withOptions(widget, { isQiniu }))}
        />
      )}
      {isImage && options.isQiniu ? (
        <>
          {text(t('flowForms.prop.domain'), 'domain')}
          {text(t('flowForms.prop.tokenFunc'), 'tokenFunc')}
        </>
      ) : (
        text(t('flowForms.prop.action'), 'action')
      )}
    </>
  );
}
