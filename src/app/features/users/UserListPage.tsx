import { Button } from '@fluentui/react-components';
import { AddRegular, DeleteRegular } from '@fluentui/react-icons';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { Permission } from '../../../shared/access/permissions';
import { ListFrame } from '../../components/page';
import { ColumnToolbar, DEFAULT_PAGE_SIZE, Pagination, useColumnVisibility } from '../../components/table';
import { useHasPermission, useSession } from '../../session';
import { RegistrationRequestsButton } from './components/RegistrationRequestsButton';
import { UserFilters } from './components/UserFilters';
import { UserRowActions } from './components/UserRowActions';
import { USER_COLUMNS, type UserColumn, UserTable } from './components/UserTable';
import { userFormPath } from './paths';
import { useUsers } from './queries';
import { EMPTY_USER_FILTERS, toUserQuery, type UserFilterValues } from './userFilters';
import { useUserActions } from './useUserActions';

/** /user-manage-list (spec §2): filters, column toolbar, selection, row actions, pager. */
export function UserListPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { session } = useSession();
  const canEdit = useHasPermission([Permission.userEdit]);
  const [filters, setFilters] = useState<UserFilterValues>(EMPTY_USER_FILTERS);
  const [paging, setPaging] = useState({ pageNum: 1, pageSize: DEFAULT_PAGE_SIZE });
  const [isSearchShown, setSearchShown] = useState(true);
  const [selected, setSelected] = useState<number[]>([]);
  const columns = useColumnVisibility('user-manage-list');
  const users = useUsers({ ...toUserQuery(filters), ...paging });
  const actions = useUserActions();

  const handleSearch = (values: UserFilterValues) => {
    setFilters(values);
    setPaging((previous) => ({ ...previous, pageNum: 1 }));
    setSelected([]);
  };
  const handleDeleteSelected = async () => {
    if (await actions.deleteMany(selected).catch(() => false)) setSelected([]);
  };
  const selectable = selected.filter((id) => id !== session?.userId);

  return (
    <ListFrame
      title={t('users.listTitle')}
      search={isSearchShown && <UserFilters onSearch={handleSearch} />}
      actions={
        <>
          {canEdit && (
            <>
              <Button appearance="primary" icon={<AddRegular />} onClick={() => navigate(userFormPath())}>
                {t('users.action.add')}
              </Button>
              <Button
                icon={<DeleteRegular />}
                disabled={selectable.length === 0}
                onClick={() => void handleDeleteSelected()}
              >
                {t('users.action.deleteSelected')}
              </Button>
            </>
          )}
          <RegistrationRequestsButton canDecide={canEdit} />
        </>
      }
      toolbar={
        <ColumnToolbar
          isSearchShown={isSearchShown}
          onToggleSearch={setSearchShown}
          onRefresh={() => void users.refetch()}
          columns={USER_COLUMNS.map((key) => ({ key, label: t(`users.field.${key}`) }))}
          hidden={columns.hidden}
          onHiddenChange={columns.setHidden}
        />
      }
      isPending={users.isPending}
      isError={users.isError}
      dataUpdatedAt={users.dataUpdatedAt}
      pager={
        <Pagination
          pageNum={paging.pageNum}
          pageSize={paging.pageSize}
          total={users.data?.total ?? 0}
          onChange={(pageNum, pageSize) => setPaging({ pageNum, pageSize })}
        />
      }
    >
      <UserTable
        label={t('users.listTitle')}
        rows={users.data?.rows ?? []}
        isVisible={(column: UserColumn) => columns.isVisible(column)}
        selected={canEdit ? selected : undefined}
        onSelectedChange={canEdit ? setSelected : undefined}
        renderActions={(user) => (
          <UserRowActions
            user={user}
            canEdit={canEdit}
            isSelf={user.userId === session?.userId}
            onAction={actions.handleAction}
          />
        )}
      />
      {actions.dialog}
    </ListFrame>
  );
}
