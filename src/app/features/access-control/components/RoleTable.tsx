import {
  Badge,
  Button,
  makeStyles,
  Table,
  TableBody,
  TableCell,
  TableHeader,
  TableHeaderCell,
  TableRow,
  Text,
  tokens,
} from '@fluentui/react-components';
import { useTranslation } from 'react-i18next';
import type { Role } from '../../../../shared/api/roles';

const useStyles = makeStyles({
  empty: { color: tokens.colorNeutralForeground3, textAlign: 'center', paddingBlock: tokens.spacingVerticalL },
  actions: { display: 'flex', gap: tokens.spacingHorizontalXS },
});

export interface RoleTableProps {
  rows: readonly Role[];
  canEdit: boolean;
  onEdit: (role: Role) => void;
  onAssign: (role: Role) => void;
  onDelete: (role: Role) => void;
}

export function RoleTable({ rows, canEdit, onEdit, onAssign, onDelete }: RoleTableProps) {
  const styles = useStyles();
  const { t } = useTranslation();
  if (rows.length === 0) return <Text className={styles.empty}>{t('access.common.empty')}</Text>;
  return (
    <Table aria-label={t('access.role.title')} size="small">
      <TableHeader>
        <TableRow>
          <TableHeaderCell>{t('access.role.roleName')}</TableHeaderCell>
          <TableHeaderCell>{t('access.role.roleKey')}</TableHeaderCell>
          <TableHeaderCell>{t('access.role.roleSort')}</TableHeaderCell>
          <TableHeaderCell>{t('access.role.userCount')}</TableHeaderCell>
          <TableHeaderCell>{t('access.role.permissionCount')}</TableHeaderCell>
          <TableHeaderCell>{t('access.common.actions')}</TableHeaderCell>
        </TableRow>
      </TableHeader>
      <TableBody>
        {rows.map((role) => (
          <TableRow key={role.roleId}>
            <TableCell>
              {role.roleName}{' '}
              {role.protected ? (
                <Badge appearance="tint" color="danger">
                  {t('access.role.protected')}
                </Badge>
              ) : (
                role.builtIn && (
                  <Badge appearance="tint" color="informative">
                    {t('access.role.builtIn')}
                  </Badge>
                )
              )}
            </TableCell>
            <TableCell>{role.roleKey}</TableCell>
            <TableCell>{role.roleSort}</TableCell>
            <TableCell>{role.userCount}</TableCell>
            <TableCell>{role.protected ? '*:*:*' : role.permissionCount}</TableCell>
            <TableCell>
              {canEdit && (
                <div className={styles.actions}>
                  <Button size="small" onClick={() => onEdit(role)}>
                    {t('access.common.edit')}
                  </Button>
                  <Button size="small" onClick={() => onAssign(role)}>
                    {t('access.role.assignUsers')}
                  </Button>
                  {!role.builtIn && (
                    <Button size="small" appearance="subtle" onClick={() => onDelete(role)}>
                      {t('access.common.delete')}
                    </Button>
                  )}
                </div>
              )}
            </TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}
