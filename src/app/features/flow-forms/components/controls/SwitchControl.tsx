import { Switch } from '@fluentui/react-components';
import type { ControlProps } from './controlProps';

/** On or off. */
export function SwitchControl({ widget, value, onChange }: ControlProps) {
  return (
    <Switch
      checked={value === true}
      disabled={widget.options.disabled}
      onChange={(_, data) => onChange(data.checked)}
    />
  );
}
