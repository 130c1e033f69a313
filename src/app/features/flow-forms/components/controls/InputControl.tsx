import { Button, Input } from '@fluentui/react-components';
import { EyeOffRegular, EyeRegular } from '@fluentui/react-icons';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { cssWidth } from '../formLook';
import type { ControlProps } from './controlProps';
import { textOf, typedValueOf } from './typedText';

/** A single-line text box; with showPassword its text is hidden until the eye button shows it. */
export function InputControl({ widget, value, onChange, size }: ControlProps) {
  const { t } = useTranslation();
  const [isShown, setShown] = useState(false);
  const { options } = widget;
  const isPassword = Boolean(options.showPassword);
  const toggle = isPassword ? (
    <Button
      appearance="transparent"
      size="small"
      icon={isShown ? <EyeOffRegular /> : <EyeRegular />}
      aria-label={t(isShown ? 'flowForms.renderer.hidePassword' : 'flowForms.renderer.showPassword')}
      disabled={options.disabled}
      onClick={() => setShown(!isShown)}
    />
  ) : undefined;
  return (
    <Input
      size={size}
      style={{ width: cssWidth(options.width) }}
      type={isPassword && !isShown ? 'password' : 'text'}
      value={textOf(value)}
      placeholder={options.placeholder || undefined}
      disabled={options.disabled}
      readOnly={options.readonly}
      maxLength={options.maxlength}
      contentAfter={toggle}
      onChange={(_, data) => onChange(typedValueOf(data.value, options.dataType))}
    />
  );
}
