import { Dropdown, Option } from '@fluentui/react-components';
import type { AssetDept } from '../../shared/api/assets';

/**
 * The department assets go to: the departments the caller may place assets in (GET /privilege/assets/depts,
 * `canManage`), by path, and none. Put it inside a Field, which names it. Used by the asset form and by the restore
 * of an account backup, whose assets go through the same checks.
 */
export function DeptDropdown({
  depts,
  value,
  noneLabel,
  disabled,
  onChange,
}: {
  depts: readonly AssetDept[];
  value: number | null;
  noneLabel: string;
  disabled?: boolean;
  onChange: (deptId: number | null) => void;
}) {
  const label = value === null ? noneLabel : (depts.find((dept) => dept.deptId === value)?.deptPath ?? '');
  return (
    <Dropdown
      value={label}
      selectedOptions={[value === null ? '' : String(value)]}
      disabled={disabled}
      onOptionSelect={(_, data) => onChange(data.optionValue ? Number(data.optionValue) : null)}
    >
      <Option value="">{noneLabel}</Option>
      {depts
        .filter((dept) => dept.canManage)
        .map((dept) => (
          <Option key={dept.deptId} value={String(dept.deptId)}>
            {dept.deptPath}
          </Option>
        ))}
    </Dropdown>
  );
}
