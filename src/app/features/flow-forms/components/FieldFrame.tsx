import { Field, makeStyles } from '@fluentui/react-components';
import type { ReactNode } from 'react';
import type { FormLook } from './formLook';

const useStyles = makeStyles({
  hiddenLabel: {
    position: 'absolute',
    width: '1px',
    height: '1px',
    overflow: 'hidden',
    clipPath: 'inset(50%)',
    whiteSpace: 'nowrap',
  },
});

interface FieldFrameProps {
  title: string;
  look: FormLook;
  isRequired?: boolean;
  error?: string | undefined;
  hint?: string | undefined;
  children: ReactNode;
}

/**
 * A field's label, required mark, message and hint around its control, placed as the form properties say:
 * the label left- or right-aligned in a column of the label width, or above. A label width of 0 hides the
 * label from sight but not from screen readers.
 */
export function FieldFrame({ title, look, isRequired, error, hint, children }: FieldFrameProps) {
  const styles = useStyles();
  const isHidden = look.labelPosition !== 'top' && look.labelWidth === 0;
  const isBeside = look.labelPosition !== 'top' && !isHidden;
  const labelStyle = isBeside ? { justifySelf: look.labelPosition === 'right' ? 'end' : 'start' } : {};
  return (
    <Field
      label={{ children: title, style: labelStyle, className: isHidden ? styles.hiddenLabel : undefined }}
      orientation={isBeside ? 'horizontal' : 'vertical'}
      size={look.size}
      required={isRequired}
      validationMessage={error || undefined}
      hint={hint}
      style={isBeside ? { gridTemplateColumns: `${look.labelWidth}px minmax(0, 1fr)` } : undefined}
    >
      {children}
    </Field>
  );
}
