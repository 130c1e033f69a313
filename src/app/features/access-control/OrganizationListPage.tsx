import { Button, makeStyles, Text, Title3, tokens } from '@fluentui/react-components';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { Permission } from '../../../shared/access/permissions';
import type { DeptNode } from '../../../shared/api/departments';
import { confirm } from '../../components/confirm';
import { LoadingSpinner } from '../../components/LoadingSpinner';
import { notify } from '../../notify';
import { useHasPermission } from '../../session';
import { DeptFormDialog } from './components/DeptFormDialog';
import { DeptTreeTable } from './components/DeptTreeTable';
import { ensureAccessTexts } from './i18n';
import { useDeleteDept, useDeptTree } from './queries';

ensureAccessTexts();

const useStyles = makeStyles({
  root: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM, padding: tokens.spacingHorizontalL },
  toolbar: { display: 'flex', alignItems: 'center', justifyContent: 'space-between' },
});

type Editing = { mode: 'closed' } | { mode: 'create'; parentId: number | null } | { mode: 'edit'; dept: DeptNode };

/**
 * /organization-list (spec §2) [system:department:query]: the department tree. Changing it needs
 * system:user:edit as well (the server refuses otherwise), so the buttons show only with it.
 */
export function OrganizationListPage() {
  const styles = useStyles();
  const { t } = useTranslation();
  const navigate = useNavigate();
  const canEdit = useHasPermission([Permission.userEdit]);
  const tree = useDeptTree();
  const deleteDept = useDeleteDept();
  const [editing, setEditing] = useState<Editing>({ mode: 'closed' });

  const handleDelete = async (dept: DeptNode) => {
    if (!(await confirm({ message: t('access.dept.deleteConfirm', { name: dept.deptName }) }))) return;
    try {
      await deleteDept.mutateAsync(dept.deptId);
      notify.success(t('access.common.deleted'));
    } catch (error) {
      console.warn('deleting the department failed', error);
    }
  };

  return (
    <div className={styles.root}>
      <div className={styles.toolbar}>
        <Title3>{t('access.dept.title')}</Title3>
        {canEdit && (
          <Button appearance="primary" onClick={() => setEditing({ mode: 'create', parentId: null })}>
            {t('access.dept.addTop')}
          </Button>
        )}
      </div>
      {tree.isPending ? (
        <LoadingSpinner />
      ) : tree.isError ? (
        <Text>{t('access.common.loadFailed')}</Text>
      ) : (
        <DeptTreeTable
          tree={tree.data}
          canEdit={canEdit}
          onAddChild={(dept) => setEditing({ mode: 'create', parentId: dept.deptId })}
          onEdit={(dept) => setEditing({ mode: 'edit', dept })}
          onDelete={(dept) => void handleDelete(dept)}
          onMembers={(dept) => navigate(`/organization-user-form?deptId=${dept.deptId}`)}
        />
      )}
      {editing.mode !== 'closed' && (
        <DeptFormDialog
          tree={tree.data ?? []}
          dept={editing.mode === 'edit' ? editing.dept : undefined}
          parentId={editing.mode === 'create' ? editing.parentId : null}
          onClose={() => setEditing({ mode: 'closed' })}
        />
      )}
    </div>
  );
}
