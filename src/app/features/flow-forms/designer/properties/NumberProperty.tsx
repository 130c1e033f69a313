import { Field, Input } from '@fluentui/react-components';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { problemText } from './problemText';
import type { Problem } from './propertyChecks';

interface NumberPropertyProps {
  label: string;
  value: number | undefined;
  /** Called only with a value that passes `check`; undefined when an optional value is cleared. */
  onCommit: (next: number | undefined) => void;
  check: (value: number) => Problem;
  isOptional?: boolean;
}

/**
 * A number property. The box keeps what is typed; the widget takes it only once it passes the designer's
 * range, so a model never holds an out-of-range value, and the message says why it did not.
 */
export function NumberProperty({ label, value, onCommit, check, isOptional = false }: NumberPropertyProps) {
  const { t } = useTranslation();
  const [text, setText] = useState(value === undefined ? '' : String(value));
  const [error, setError] = useState<string | undefined>();
  const handleChange = (next: string) => {
    setText(next);
    if (next.trim() === '') {
      setError(isOptional ? undefined : t('flowForms.prop.notNumber'));
      if (isOptional) onCommit(undefined);
      return;
    }
    const number = Number(next);
    const problem = Number.isFinite(number) ? problemText(check(number)) : t('flowForms.prop.notNumber');
    setError(problem);
    if (!problem) onCommit(number);
  };
  return (
    <Field label={label} validationMessage={error}>
      <Input type="number" inputMode="decimal" value={text} onChange={(_, data) => handleChange(data.value)} />
    </Field>
  );
}
