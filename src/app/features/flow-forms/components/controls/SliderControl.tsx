import { makeStyles, Slider, Text, tokens } from '@fluentui/react-components';
import { cssWidth } from '../formLook';
import type { ControlProps } from './controlProps';

const useStyles = makeStyles({
  root: { display: 'flex', alignItems: 'center', gap: tokens.spacingHorizontalS },
});

/** A number on a slider between the widget's minimum and maximum (0 to 100 unless set), its value beside it. */
export function SliderControl({ widget, value, onChange, size }: ControlProps) {
  const styles = useStyles();
  const { options } = widget;
  const min = options.min ?? 0;
  const number = typeof value === 'number' ? value : min;
  return (
    <div className={styles.root} style={{ width: cssWidth(options.width) }}>
      <Slider
        size={size === 'small' ? 'small' : 'medium'}
        min={min}
        max={options.max ?? 100}
        step={options.step || 1}
        value={number}
        disabled={options.disabled}
        onChange={(_, data) => onChange(data.value)}
      />
      <Text>{number}</Text>
    </div>
  );
}
