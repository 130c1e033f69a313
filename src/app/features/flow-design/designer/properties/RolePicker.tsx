import { useTranslation } from 'react-i18next';
import { useRoles } from '../../queries';
import { IdPicker } from './IdPicker';

/** The roles whose holders decide a step (approver type role). */
export function RolePicker({ roleIds, onChange }: { roleIds: readonly number[]; onChange: (ids: number[]) => void }) {
  const { t } = useTranslation();
  const roles = useRoles();
  const options = (roles.data?.rows ?? []).map((role) => ({ id: role.roleId, name: role.roleName }));
  return (
    <IdPicker
      label={t('flowDesign.props.roles')}
      hint={t('flowDesign.props.rolesHint')}
      options={options}
      chosen={roleIds}
      names={new Map(options.map((option) => [option.id, option.name]))}
      onChange={onChange}
      error={roles.isError ? t('flowDesign.props.rolesUnavailable') : undefined}
    />
  );
}
