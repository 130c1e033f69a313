import { Dropdown, Option } from '@fluentui/react-components';
import { useTranslation } from 'react-i18next';
import { DeptRole, type DeptRoleValue } from '../../../../shared/enums';

const ROLES: readonly DeptRoleValue[] = [DeptRole.supervisor, DeptRole.normalMember, DeptRole.visitor];

export interface DeptRoleDropdownProps {
  value: number;
  label: string;
  disabled?: boolean;
  onChange: (role: DeptRoleValue) => void;
}

/** Spec §3 department role: supervisor 1, normal member 3, visitor 4. */
export function DeptRoleDropdown({ value, label, disabled, onChange }: DeptRoleDropdownProps) {
  const { t } = useTranslation();
  return (
    <Dropdown
      aria-label={label}
      disabled={disabled}
      value={t(`access.deptRole.${value}`, { defaultValue: String(value) })}
      selectedOptions={[String(value)]}
      onOptionSelect={(_, data) => {
        const role = ROLES.find((one) => String(one) === data.optionValue);
        if (role !== undefined) onChange(role);
      }}
    >
      {ROLES.map((role) => (
        <Option key={role} value={String(role)}>
          {t(`access.deptRole.${role}`)}
        </Option>
      ))}
    </Dropdown>
  );
}
