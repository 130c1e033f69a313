import { Button, makeStyles, TableCell, Text, Title3, tokens } from '@fluentui/react-components';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useNavigate } from 'react-router-dom';
import { confirm } from '../../components/confirm';
import { LoadingSpinner } from '../../components/LoadingSpinner';
import { DEFAULT_PAGE_SIZE, Pagination } from '../../components/table';
import { notify } from '../../notify';
import { AddRoleUsersDialog } from './components/AddRoleUsersDialog';
import { FilterBar } from './components/FilterBar';
import { UserPickTable } from './components/UserPickTable';
import { ensureAccessTexts } from './i18n';
import { useRole, useRoleUsers, useTakeRole } from './queries';
import { useIdParam } from './useIdParam';

ensureAccessTexts();

const useStyles = makeStyles({
  root: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM, padding: tokens.spacingHorizontalL },
  toolbar: { display: 'flex', alignItems: 'center', gap: tokens.spacingHorizontalS },
  grow: { flexGrow: 1 },
});

/** /system/role-auth/user/:roleId (spec §2) [system:role:edit]: who holds the role; add and take away. */
export function RoleAuthUserPage() {
  const roleId = useIdParam('roleId');
  if (roleId === undefined) return <Navigate to="/404" replace />;
  return <RoleAuthUser roleId={roleId} />;
}

function RoleAuthUser({ roleId }: { roleId: number }) {
  const styles = useStyles();
  const { t } = useTranslation();
  const navigate = useNavigate();
  const role = useRole(roleId);
  const [filters, setFilters] = useState<Record<string, string>>({});
  const [paging, setPaging] = useState({ pageNum: 1, pageSize: DEFAULT_PAGE_SIZE });
  const [selected, setSelected] = useState<Set<number>>(new Set());
  const [isAdding, setAdding] = useState(false);
  const users = useRoleUsers({ roleId: String(roleId), ...paging, ...filters }, true, role.isSuccess);
  const take = useTakeRole();

  const handleTake = async (userIds: number[]) => {
    if (userIds.length === 0) {
      notify.warning(t('access.authUser.noneSelected'));
      return;
    }
    if (!(await confirm({ message: t('access.authUser.cancelConfirm', { count: userIds.length }) }))) return;
    try {
      const result = await take.mutateAsync({ roleId, userIds });
      notify.success(t('access.authUser.removed', { count: result.removed }));
      setSelected(new Set());
    } catch (error) {
      console.warn('taking the role failed', error);
    }
  };

  if (role.isPending) return <LoadingSpinner />;
  if (role.isError) return <Text>{t('access.common.loadFailed')}</Text>;
  return (
    <div className={styles.root}>
      <div className={styles.toolbar}>
        <Title3 className={styles.grow}>
          {t('access.authUser.heading', { name: role.data.roleName, key: role.data.roleKey })}
        </Title3>
        <Button onClick={() => navigate('/role-manage-list')}>{t('access.common.back')}</Button>
      </div>
      <FilterBar
        fields={[
          { name: 'userName', label: t('access.common.userName'), placeholder: t('access.common.userNamePlaceholder') },
        ]}
        onSearch={(values) => {
          setFilters(values);
          setPaging((previous) => ({ ...previous, pageNum: 1 }));
        }}
      />
      <div className={styles.toolbar}>
        <Button appearance="primary" onClick={() => setAdding(true)}>
          {t('access.authUser.addUsers')}
        </Button>
        <Button onClick={() => void handleTake([...selected])} disabled={take.isPending}>
          {t('access.authUser.cancelSelected')}
        </Button>
      </div>
      {users.isPending ? (
        <LoadingSpinner />
      ) : (
        <UserPickTable
          label={t('access.authUser.allocated')}
          rows={users.data?.rows ?? []}
          selected={selected}
          onSelectedChange={setSelected}
          extraHeaders={[t('access.common.actions')]}
          renderExtra={(user) => (
            <TableCell>
              <Button size="small" appearance="subtle" onClick={() => void handleTake([user.userId])}>
                {t('access.authUser.cancelOne')}
              </Button>
            </TableCell>
          )}
        />
      )}
      <Pagination
        pageNum={paging.pageNum}
        pageSize={paging.pageSize}
        total={users.data?.total ?? 0}
        onChange={(pageNum, pageSize) => setPaging({ pageNum, pageSize })}
      />
      {isAdding && <AddRoleUsersDialog roleId={roleId} onClose={() => setAdding(false)} />}
    </div>
  );
}
