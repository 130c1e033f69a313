import { Checkbox, makeStyles, Text, tokens } from '@fluentui/react-components';
import { useTranslation } from 'react-i18next';
import { Permission } from '../../../../shared/access/permissions';
import { LoadingSpinner } from '../../../components/LoadingSpinner';
import { useHasPermission } from '../../../session';
import { useRoleChoices } from '../queries';

const useStyles = makeStyles({
  fieldset: { border: 'none', margin: 0, padding: 0 },
  legend: { padding: 0, marginBlockEnd: tokens.spacingVerticalXS },
  choices: { display: 'flex', flexWrap: 'wrap', columnGap: tokens.spacingHorizontalL },
  error: { color: tokens.colorPaletteRedForeground1 },
});

export interface RoleChoiceFieldProps {
  value: readonly number[];
  error: string | undefined;
  onChange: (roleIds: number[]) => void;
}

/**
 * The roles a new user starts with. Shown to callers who may read roles; the server gives
 * only roles within the caller's own permissions and names the refused one under this field.
 */
export function RoleChoiceField({ value, error, onChange }: RoleChoiceFieldProps) {
  const styles = useStyles();
  const { t, i18n } = useTranslation();
  const mayReadRoles = useHasPermission([Permission.roleQuery]);
  const roles = useRoleChoices(mayReadRoles);
  if (!mayReadRoles) return null;
  const chosen = new Set(value);
  const toggle = (roleId: number, on: boolean) =>
    onChange(on ? [...chosen, roleId] : [...chosen].filter((id) => id !== roleId));
  const message = error ?? (roles.isError ? t('table.loadFailed') : undefined);
  return (
    <fieldset className={styles.fieldset}>
      <legend className={styles.legend}>
        <Text weight="semibold">{t('users.field.roles')}</Text>
      </legend>
      {roles.isPending ? (
        <LoadingSpinner size="tiny" />
      ) : (
        <div className={styles.choices}>
          {(roles.data?.rows ?? []).map((role) => (
            <Checkbox
              key={role.roleId}
              label={i18n.language.startsWith('en') ? role.roleNameEn : role.roleNameZh}
              checked={chosen.has(role.roleId)}
              onChange={(_, data) => toggle(role.roleId, data.checked === true)}
            />
          ))}
        </div>
      )}
      {message && (
        <Text role="alert" className={styles.error}>
          {message}
        </Text>
      )}
    </fieldset>
  );
}
