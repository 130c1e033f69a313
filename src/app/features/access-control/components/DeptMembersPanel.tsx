import { Button, makeStyles, TableCell, Text, Title3, tokens } from '@fluentui/react-components';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { DeptMember } from '../../../../shared/api/departments';
import { confirm } from '../../../components/confirm';
import { LoadingSpinner } from '../../../components/LoadingSpinner';
import { DEFAULT_PAGE_SIZE, Pagination } from '../../../components/table';
import { notify } from '../../../notify';
import { ensureAccessTexts } from '../i18n';
import { useChangeMemberRole, useDept, useMembers, useRemoveMembers } from '../queries';
import { AddMembersDialog } from './AddMembersDialog';
import { DeptRoleDropdown } from './DeptRoleDropdown';
import { FilterBar } from './FilterBar';
import { UserPickTable } from './UserPickTable';

ensureAccessTexts();

const useStyles = makeStyles({
  root: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
  toolbar: { display: 'flex', alignItems: 'center', gap: tokens.spacingHorizontalS },
  grow: { flexGrow: 1 },
});

export interface DeptMembersPanelProps {
  deptId: number;
  /** Change department roles and remove members (system:user:edit, or supervising the department). */
  canEdit: boolean;
  /** Put users that are in no department into this one (system:department:query and system:user:edit). */
  canAdd: boolean;
  /** Where "back" leads; no back button without it. */
  onBack?: () => void;
}

/** Members of one department with their department role (spec §3 supervisor 1 / normal member 3 / visitor 4). */
export function DeptMembersPanel({ deptId, canEdit, canAdd, onBack }: DeptMembersPanelProps) {
  const styles = useStyles();
  const { t } = useTranslation();
  const dept = useDept(deptId);
  const [filters, setFilters] = useState<Record<string, string>>({});
  const [paging, setPaging] = useState({ pageNum: 1, pageSize: DEFAULT_PAGE_SIZE });
  const [selected, setSelected] = useState<Set<number>>(new Set());
  const [isAdding, setAdding] = useState(false);
  const members = useMembers({ deptId: String(deptId), ...paging, ...filters });
  const changeRole = useChangeMemberRole();
  const remove = useRemoveMembers();

  const handleRemove = async (member: DeptMember) => {
    if (!(await confirm({ message: t('access.members.removeConfirm', { name: member.userName }) }))) return;
    try {
      await remove.mutateAsync({ deptId, userIds: [member.userId] });
      notify.success(t('access.common.saved'));
    } catch (error) {
      console.warn('removing the member failed', error);
    }
  };
  const handleRole = async (member: DeptMember, deptRole: 1 | 3 | 4) => {
    try {
      await changeRole.mutateAsync({ deptId, userId: member.userId, deptRole });
      notify.success(t('access.members.roleChanged'));
    } catch (error) {
      console.warn('changing the department role failed', error);
    }
  };

  if (dept.isPending) return <LoadingSpinner />;
  if (dept.isError) return <Text>{t('access.common.loadFailed')}</Text>;
  return (
    <div className={styles.root}>
      <div className={styles.toolbar}>
        <Title3 className={styles.grow}>{t('access.members.heading', { path: dept.data.path.join(' / ') })}</Title3>
        {onBack && <Button onClick={onBack}>{t('access.common.back')}</Button>}
        {canAdd && (
          <Button appearance="primary" onClick={() => setAdding(true)}>
            {t('access.members.addMembers')}
          </Button>
        )}
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
      {members.isPending ? (
        <LoadingSpinner />
      ) : (
        <UserPickTable
          label={t('access.members.title')}
          rows={members.data?.rows ?? []}
          selected={selected}
          onSelectedChange={setSelected}
          extraHeaders={[t('access.members.deptRole'), t('access.common.actions')]}
          renderExtra={(member) => (
            <>
              <TableCell>
                <DeptRoleDropdown
                  value={member.deptRole}
                  label={t('access.members.deptRole')}
                  disabled={!canEdit || changeRole.isPending}
                  onChange={(role) => void handleRole(member, role)}
                />
              </TableCell>
              <TableCell>
                {canEdit && (
                  <Button size="small" appearance="subtle" onClick={() => void handleRemove(member)}>
                    {t('access.members.remove')}
                  </Button>
                )}
              </TableCell>
            </>
          )}
        />
      )}
      <Pagination
        pageNum={paging.pageNum}
        pageSize={paging.pageSize}
        total={members.data?.total ?? 0}
        onChange={(pageNum, pageSize) => setPaging({ pageNum, pageSize })}
      />
      {isAdding && <AddMembersDialog deptId={deptId} onClose={() => setAdding(false)} />}
    </div>
  );
}
