import { Button, makeStyles, Title3, tokens } from '@fluentui/react-components';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { Permission } from '../../../shared/access/permissions';
import type { Role, RoleDetail } from '../../../shared/api/roles';
import { confirm } from '../../components/confirm';
import { LoadingSpinner } from '../../components/LoadingSpinner';
import { DEFAULT_PAGE_SIZE, Pagination } from '../../components/table';
import { notify } from '../../notify';
import { useHasPermission } from '../../session';
import { FilterBar } from './components/FilterBar';
import { RoleFormDialog } from './components/RoleFormDialog';
import { RoleTable } from './components/RoleTable';
import { ensureAccessTexts } from './i18n';
import { roleQuery, useDeleteRole, useRoles } from './queries';

ensureAccessTexts();

const useStyles = makeStyles({
  root: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM, padding: tokens.spacingHorizontalL },
  toolbar: { display: 'flex', alignItems: 'center', justifyContent: 'space-between' },
});

type Editing = { mode: 'closed' } | { mode: 'create' } | { mode: 'edit'; role: RoleDetail };

/** /role-manage-list (spec §2) [system:role:query]: roles, their permissions and who holds them. */
export function RoleManageListPage() {
  const styles = useStyles();
  const { t } = useTranslation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const canEdit = useHasPermission([Permission.roleEdit]);
  const [filters, setFilters] = useState<Record<string, string>>({});
  const [paging, setPaging] = useState({ pageNum: 1, pageSize: DEFAULT_PAGE_SIZE });
  const [editing, setEditing] = useState<Editing>({ mode: 'closed' });
  const roles = useRoles({ ...paging, ...filters });
  const deleteRole = useDeleteRole();

  const handleEdit = async (role: Role) => {
    try {
      setEditing({ mode: 'edit', role: await queryClient.fetchQuery({ ...roleQuery(role.roleId), staleTime: 0 }) });
    } catch (error) {
      console.warn('loading the role failed', error);
    }
  };
  const handleDelete = async (role: Role) => {
    if (!(await confirm({ message: t('access.role.deleteConfirm', { name: role.roleName }) }))) return;
    try {
      await deleteRole.mutateAsync(role.roleId);
      notify.success(t('access.common.deleted'));
    } catch (error) {
      console.warn('deleting the role failed', error);
    }
  };

  return (
    <div className={styles.root}>
      <div className={styles.toolbar}>
        <Title3>{t('access.role.title')}</Title3>
        {canEdit && (
          <Button appearance="primary" onClick={() => setEditing({ mode: 'create' })}>
            {t('access.role.addTitle')}
          </Button>
        )}
      </div>
      <FilterBar
        fields={[
          { name: 'roleName', label: t('access.role.roleName'), placeholder: t('access.role.roleNamePlaceholder') },
          { name: 'roleKey', label: t('access.role.roleKey'), placeholder: t('access.role.roleKeyPlaceholder') },
        ]}
        onSearch={(values) => {
          setFilters(values);
          setPaging((previous) => ({ ...previous, pageNum: 1 }));
        }}
      />
      {roles.isPending ? (
        <LoadingSpinner />
      ) : (
        <RoleTable
          rows={roles.data?.rows ?? []}
          canEdit={canEdit}
          onEdit={(role) => void handleEdit(role)}
          onAssign={(role) => navigate(`/system/role-auth/user/${role.roleId}`)}
          onDelete={(role) => void handleDelete(role)}
        />
      )}
      <Pagination
        pageNum={paging.pageNum}
        pageSize={paging.pageSize}
        total={roles.data?.total ?? 0}
        onChange={(pageNum, pageSize) => setPaging({ pageNum, pageSize })}
      />
      {editing.mode !== 'closed' && (
        <RoleFormDialog
          role={editing.mode === 'edit' ? editing.role : undefined}
          onClose={() => setEditing({ mode: 'closed' })}
        />
      )}
    </div>
  );
}
