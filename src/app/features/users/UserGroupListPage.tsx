import { Button } from '@fluentui/react-components';
import { AddRegular } from '@fluentui/react-icons';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { Permission } from '../../../shared/access/permissions';
import type { UserGroup } from '../../../shared/api';
import { confirm } from '../../components/confirm';
import { ListFrame } from '../../components/page';
import { ColumnToolbar, DEFAULT_PAGE_SIZE, Pagination, useColumnVisibility } from '../../components/table';
import { notify } from '../../notify';
import { useHasPermission } from '../../session';
import { removeGroups } from './api';
import { GroupFormDialog } from './components/GroupFormDialog';
import { GROUP_COLUMNS, type GroupColumn, GroupTable } from './components/GroupTable';
import { NameSearch } from './components/NameSearch';
import { groupDetailPath } from './paths';
import { useGroups, useUsersMutation } from './queries';

/** /user-group-manage-list (spec §2): groups filtered by name, paged, with add, edit and delete. */
export function UserGroupListPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const canEdit = useHasPermission([Permission.userEdit]);
  const [groupName, setGroupName] = useState('');
  const [paging, setPaging] = useState({ pageNum: 1, pageSize: DEFAULT_PAGE_SIZE });
  const [isSearchShown, setSearchShown] = useState(true);
  const [editing, setEditing] = useState<{ group?: UserGroup } | null>(null);
  const columns = useColumnVisibility('user-group-manage-list');
  const groups = useGroups({ ...(groupName ? { groupName } : {}), ...paging });
  const remove = useUsersMutation(removeGroups);

  const handleDelete = async (group: UserGroup) => {
    if (!(await confirm({ message: t('userGroups.confirmDelete', { name: group.groupName }) }))) return;
    await remove.mutateAsync([group.groupId]).then(
      () => notify.success(t('msg.deleted')),
      // The data layer has shown the server's message.
      (error: unknown) => console.warn('delete group failed', error),
    );
  };

  return (
    <ListFrame
      title={t('userGroups.listTitle')}
      search={
        isSearchShown && (
          <NameSearch
            label={t('userGroups.groupName')}
            placeholder={t('userGroups.groupNamePlaceholder')}
            onSearch={(text) => {
              setGroupName(text);
              setPaging((previous) => ({ ...previous, pageNum: 1 }));
            }}
          />
        )
      }
      actions={
        canEdit && (
          <Button appearance="primary" icon={<AddRegular />} onClick={() => setEditing({})}>
            {t('userGroups.add')}
          </Button>
        )
      }
      toolbar={
        <ColumnToolbar
          isSearchShown={isSearchShown}
          onToggleSearch={setSearchShown}
          onRefresh={() => void groups.refetch()}
          columns={GROUP_COLUMNS.map((key) => ({ key, label: t(`userGroups.${key}`) }))}
          hidden={columns.hidden}
          onHiddenChange={columns.setHidden}
        />
      }
      isPending={groups.isPending}
      isError={groups.isError}
      dataUpdatedAt={groups.dataUpdatedAt}
      pager={
        <Pagination
          pageNum={paging.pageNum}
          pageSize={paging.pageSize}
          total={groups.data?.total ?? 0}
          onChange={(pageNum, pageSize) => setPaging({ pageNum, pageSize })}
        />
      }
    >
      <GroupTable
        rows={groups.data?.rows ?? []}
        isVisible={(column: GroupColumn) => columns.isVisible(column)}
        canEdit={canEdit}
        onOpen={(group) => navigate(groupDetailPath(group.groupId))}
        onEdit={(group) => setEditing({ group })}
        onDelete={(group) => void handleDelete(group)}
      />
      {editing && <GroupFormDialog group={editing.group} onClose={() => setEditing(null)} />}
    </ListFrame>
  );
}
