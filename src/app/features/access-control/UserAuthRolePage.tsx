import {
  Button,
  Checkbox,
  MessageBar,
  MessageBarBody,
  makeStyles,
  Table,
  TableBody,
  TableCell,
  TableHeader,
  TableHeaderCell,
  TableRow,
  Text,
  Title3,
  tokens,
} from '@fluentui/react-components';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useNavigate } from 'react-router-dom';
import { LoadingSpinner } from '../../components/LoadingSpinner';
import { notify } from '../../notify';
import { ensureAccessTexts } from './i18n';
import { useSaveUserRoles, useUserRoles } from './queries';
import { useIdParam } from './useIdParam';

ensureAccessTexts();

const useStyles = makeStyles({
  root: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM, padding: tokens.spacingHorizontalL },
  toolbar: { display: 'flex', alignItems: 'center', gap: tokens.spacingHorizontalS },
  grow: { flexGrow: 1 },
});

/** /system/user-auth/role/:userId (spec §2) [system:user:edit]: the roles of one user. */
export function UserAuthRolePage() {
  const userId = useIdParam('userId');
  if (userId === undefined) return <Navigate to="/404" replace />;
  return <UserAuthRole userId={userId} />;
}

function UserAuthRole({ userId }: { userId: number }) {
  const styles = useStyles();
  const { t } = useTranslation();
  const navigate = useNavigate();
  const data = useUserRoles(userId);
  const save = useSaveUserRoles();
  const [chosen, setChosen] = useState<Set<number>>(new Set());

  useEffect(() => {
    if (data.data) setChosen(new Set(data.data.roles.filter((role) => role.flag).map((role) => role.roleId)));
  }, [data.data]);

  if (data.isPending) return <LoadingSpinner />;
  if (data.isError) return <Text>{t('access.common.loadFailed')}</Text>;
  const { user, roles } = data.data;
  const toggle = (roleId: number) => {
    const next = new Set(chosen);
    if (next.has(roleId)) next.delete(roleId);
    else next.add(roleId);
    setChosen(next);
  };
  const handleSave = async () => {
    try {
      await save.mutateAsync({ userId, roleIds: [...chosen] });
      notify.success(t('access.common.saved'));
    } catch (error) {
      console.warn('saving the roles failed', error);
    }
  };

  return (
    <div className={styles.root}>
      <div className={styles.toolbar}>
        <Title3 className={styles.grow}>
          {t('access.authRole.heading', { userName: user.userName, nickName: user.nickName })}
        </Title3>
        <Button onClick={() => navigate(-1)}>{t('access.common.back')}</Button>
        <Button appearance="primary" onClick={() => void handleSave()} disabled={save.isPending}>
          {t('access.common.save')}
        </Button>
      </div>
      <MessageBar intent="info">
        <MessageBarBody>{t('access.authRole.hint')}</MessageBarBody>
      </MessageBar>
      <Table aria-label={t('access.authRole.title')} size="small">
        <TableHeader>
          <TableRow>
            <TableHeaderCell>{t('access.authRole.choose')}</TableHeaderCell>
            <TableHeaderCell>{t('access.role.roleName')}</TableHeaderCell>
            <TableHeaderCell>{t('access.role.roleKey')}</TableHeaderCell>
            <TableHeaderCell>{t('access.role.permissionCount')}</TableHeaderCell>
          </TableRow>
        </TableHeader>
        <TableBody>
          {roles.map((role) => (
            <TableRow key={role.roleId}>
              <TableCell>
                <Checkbox
                  checked={chosen.has(role.roleId)}
                  disabled={!role.grantable}
                  onChange={() => toggle(role.roleId)}
                  aria-label={t('access.common.selectRow', { name: role.roleName })}
                />
              </TableCell>
              <TableCell>{role.roleName}</TableCell>
              <TableCell>{role.roleKey}</TableCell>
              <TableCell>{role.protected ? '*:*:*' : role.permissionCount}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </div>
  );
}
