import { FieldContextProvider, Input, type InputProps, makeStyles, tokens } from '@fluentui/react-components';
import { useTranslation } from 'react-i18next';
import type { FormValue } from '../../../../../shared/forms';
import { type DateValueFormat, fromInputText, toInputText } from './dateText';

const useStyles = makeStyles({
  range: { display: 'flex', alignItems: 'center', flexWrap: 'wrap', gap: tokens.spacingHorizontalS },
});

interface RangeInputsProps {
  title: string;
  value: FormValue | undefined;
  onChange: (next: FormValue) => void;
  shape: DateValueFormat;
  inputProps: InputProps;
}

/**
 * A start and an end, stored as [start, end] ([] while both are empty). The start is named by the field's
 * label; the end, outside the field's context so it keeps its own id, by its own.
 */
export function RangeInputs({ title, value, onChange, shape, inputProps }: RangeInputsProps) {
  const styles = useStyles();
  const { t } = useTranslation();
  const [start, end] = Array.isArray(value) ? value : [];
  const handleChange = (side: 0 | 1, text: string) => {
    const next: FormValue[] = [start ?? '', end ?? ''];
    next[side] = fromInputText(text, shape);
    onChange(next.every((part) => part === '') ? [] : next);
  };
  return (
    <div className={styles.range}>
      <Input {...inputProps} value={toInputText(start, shape)} onChange={(_, data) => handleChange(0, data.value)} />
      <span aria-hidden="true">{t('flowForms.renderer.rangeTo')}</span>
      <FieldContextProvider value={undefined}>
        <Input
          {...inputProps}
          aria-label={t('flowForms.renderer.rangeEnd', { title })}
          value={toInputText(end, shape)}
          onChange={(_, data) => handleChange(1, data.value)}
        />
      </FieldContextProvider>
    </div>
  );
}
