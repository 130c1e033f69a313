import {
  type FieldControlProps,
  makeStyles,
  Text,
  tokens,
  useFieldControlProps_unstable,
} from '@fluentui/react-components';
import type { ControlProps } from './controlProps';

const useStyles = makeStyles({
  root: { display: 'flex', alignItems: 'center', gap: tokens.spacingHorizontalS },
  swatch: {
    width: '40px',
    height: '28px',
    padding: 0,
    border: `1px solid ${tokens.colorNeutralStroke1}`,
    borderRadius: tokens.borderRadiusMedium,
    backgroundColor: 'transparent',
  },
});

const HEX_COLOUR = /^#[0-9a-f]{6}$/i;

/** A colour as #rrggbb, picked with the browser's colour input (Fluent's picker edits HSV, not text). */
export function ColorControl({ widget, value, onChange }: ControlProps) {
  const styles = useStyles();
  const fieldProps = useFieldControlProps_unstable<FieldControlProps>({}, { supportsLabelFor: true });
  const colour = typeof value === 'string' ? value : '';
  return (
    <div className={styles.root}>
      <input
        {...fieldProps}
        type="color"
        className={styles.swatch}
        value={HEX_COLOUR.test(colour) ? colour : '#000000'}
        disabled={widget.options.disabled}
        onChange={(event) => onChange(event.target.value)}
      />
      <Text>{colour}</Text>
    </div>
  );
}
