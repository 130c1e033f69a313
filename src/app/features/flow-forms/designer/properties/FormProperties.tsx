import { makeStyles, tokens } from '@fluentui/react-components';
import { useTranslation } from 'react-i18next';
import { FORM_SIZES, type FormConfig, LABEL_POSITIONS } from '../../../../../shared/forms';
import { ChoiceProperty } from './ChoiceProperty';
import { NumberProperty } from './NumberProperty';
import { labelWidthProblem } from './propertyChecks';

const useStyles = makeStyles({
  root: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS },
});

/** The form properties (spec §2): label position, label width (0–200) and control size. */
export function FormProperties({ config, onChange }: { config: FormConfig; onChange: (next: FormConfig) => void }) {
  const styles = useStyles();
  const { t } = useTranslation();
  return (
    <div className={styles.root}>
      <ChoiceProperty
        label={t('flowForms.prop.labelPosition')}
        value={config.labelPosition}
        choices={LABEL_POSITIONS.map((position) => ({
          value: position,
          text: t(`flowForms.prop.labelPositions.${position}`),
        }))}
        onChange={(labelPosition) => onChange({ ...config, labelPosition })}
      />
      <NumberProperty
        label={t('flowForms.prop.labelWidth')}
        value={config.labelWidth}
        check={labelWidthProblem}
        onCommit={(labelWidth) => labelWidth !== undefined && onChange({ ...config, labelWidth })}
      />
      <ChoiceProperty
        label={t('flowForms.prop.size')}
        value={config.size}
        choices={FORM_SIZES.map((size) => ({ value: size, text: t(`flowForms.prop.sizes.${size}`) }))}
        onChange={(size) => onChange({ ...config, size })}
      />
    </div>
  );
}
