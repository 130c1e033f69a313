import { Switch } from '@fluentui/react-components';

/** An on/off property, named by its label. */
export function SwitchProperty({
  label,
  checked,
  onChange,
}: {
  label: string;
  checked: boolean | undefined;
  onChange: (next: boolean) => void;
}) {
  return <Switch label={label} checked={Boolean(checked)} onChange={(_, data) => onChange(data.checked)} />;
}
