import { Checkbox, makeStyles, Text, tokens } from '@fluentui/react-components';
import { useTranslation } from 'react-i18next';
import { hasPermission } from '../../../../shared/access/permissions';
import { LoadingSpinner } from '../../../components/LoadingSpinner';
import { useSession } from '../../../session';
import { usePermissionTree } from '../queries';

const useStyles = makeStyles({
  root: {
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalXS,
    maxHeight: '320px',
    overflowY: 'auto',
    border: `${tokens.strokeWidthThin} solid ${tokens.colorNeutralStroke2}`,
    borderRadius: tokens.borderRadiusMedium,
    padding: tokens.spacingHorizontalS,
    margin: 0,
    minWidth: 0,
  },
  leaves: { display: 'flex', flexWrap: 'wrap', paddingLeft: tokens.spacingHorizontalXXL },
  leaf: { minWidth: '220px' },
  code: { color: tokens.colorNeutralForeground3, fontSize: tokens.fontSizeBase100 },
});

export interface PermissionTreeFieldProps {
  value: readonly string[];
  onChange: (next: string[]) => void;
}

/**
 * The server's permission tree: a checkbox per permission and a tri-state one per branch. A permission
 * the signed-in user does not hold cannot be added (the server refuses it too), only kept or removed.
 */
export function PermissionTreeField({ value, onChange }: PermissionTreeFieldProps) {
  const styles = useStyles();
  const { t } = useTranslation();
  const tree = usePermissionTree();
  const { permissions: held } = useSession();
  if (tree.isPending) return <LoadingSpinner size="tiny" />;
  if (tree.isError) return <Text>{t('access.common.loadFailed')}</Text>;
  const chosen = new Set(value);
  const set = (permissions: string[], on: boolean) => {
    const next = new Set(chosen);
    for (const permission of permissions) {
      if (on) next.add(permission);
      else next.delete(permission);
    }
    onChange([...next].sort());
  };
  return (
    <fieldset className={styles.root} aria-label={t('access.role.permissionTree')}>
      {tree.data.map((group) => {
        const permissions = group.children
          .map((leaf) => leaf.permission)
          .filter((permission) => hasPermission(held, permission) || chosen.has(permission));
        const count = permissions.filter((permission) => chosen.has(permission)).length;
        const state = count === 0 ? false : count === permissions.length ? true : 'mixed';
        return (
          <div key={group.id}>
            <Checkbox
              label={group.label}
              checked={state}
              disabled={permissions.length === 0}
              onChange={() => set(permissions, state !== true)}
            />
            <div className={styles.leaves}>
              {group.children.map((leaf) => (
                <Checkbox
                  key={leaf.permission}
                  className={styles.leaf}
                  checked={chosen.has(leaf.permission)}
                  disabled={!hasPermission(held, leaf.permission) && !chosen.has(leaf.permission)}
                  onChange={(_, data) => set([leaf.permission], data.checked === true)}
                  label={
                    <span title={leaf.permission}>
                      {leaf.label} <span className={styles.code}>{leaf.permission}</span>
                    </span>
                  }
                />
              ))}
            </div>
          </div>
        );
      })}
    </fieldset>
  );
}
