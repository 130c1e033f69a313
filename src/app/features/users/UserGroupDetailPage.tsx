import { Button, MessageBar, MessageBarBody, makeStyles, Subtitle1, Title3, tokens } from '@fluentui/react-components';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { Permission } from '../../../shared/access/permissions';
import { confirm } from '../../components/confirm';
import { formatDateTime } from '../../components/formatDateTime';
import { LoadingSpinner } from '../../components/LoadingSpinner';
import { DetailList } from '../../components/page';
import { DEFAULT_PAGE_SIZE, Pagination } from '../../components/table';
import { notify } from '../../notify';
import { useHasPermission } from '../../session';
import { removeMembers } from './api';
import { GroupFormDialog } from './components/GroupFormDialog';
import { MemberPickerDialog } from './components/MemberPickerDialog';
import { NameSearch } from './components/NameSearch';
import { UserTable } from './components/UserTable';
import { GROUP_LIST_PATH, idFromSearch } from './paths';
import { useGroup, useGroupMembers, useUsersMutation } from './queries';

const useStyles = makeStyles({
  root: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalL, padding: tokens.spacingHorizontalL },
  bar: { display: 'flex', gap: tokens.spacingHorizontalS, flexWrap: 'wrap', alignItems: 'center' },
});

/** /user-group-manage-detail?groupId= (spec §2): the group, its members, add and remove members. */
export function UserGroupDetailPage() {
  const styles = useStyles();
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [search] = useSearchParams();
  const groupId = idFromSearch(search, 'groupId');
  const canEdit = useHasPermission([Permission.userEdit]);
  const group = useGroup(groupId);
  const [userName, setUserName] = useState('');
  const [paging, setPaging] = useState({ pageNum: 1, pageSize: DEFAULT_PAGE_SIZE });
  const [selected, setSelected] = useState<number[]>([]);
  const [dialog, setDialog] = useState<'edit' | 'pick' | null>(null);
  const members = useGroupMembers({ groupId: groupId ?? 0, ...(userName ? { userName } : {}), ...paging });
  const remove = useUsersMutation((userIds: number[]) => removeMembers(groupId ?? 0, userIds));

  if (groupId === null || group.isError) {
    return (
      <section className={styles.root}>
        <MessageBar intent="error">
          <MessageBarBody>{t('msg.groupNotFound')}</MessageBarBody>
        </MessageBar>
      </section>
    );
  }
  if (!group.data) return <LoadingSpinner />;

  const handleRemove = async () => {
    if (!(await confirm({ message: t('userGroups.confirmRemove', { count: selected.length }) }))) return;
    try {
      await remove.mutateAsync(selected);
      notify.success(t('msg.membersRemoved'));
      setSelected([]);
    } catch (error) {
      // The data layer has shown the server's message.
      console.warn('remove members failed', error);
    }
  };

  return (
    <section className={styles.root} aria-label={t('userGroups.detailTitle')}>
      <Title3 as="h1">{`${t('userGroups.detailTitle')} - ${group.data.groupName}`}</Title3>
      <div className={styles.bar}>
        <Button onClick={() => navigate(GROUP_LIST_PATH)}>{t('userGroups.back')}</Button>
        {canEdit && <Button onClick={() => setDialog('edit')}>{t('userGroups.edit')}</Button>}
      </div>
      <DetailList
        rows={[
          { label: t('userGroups.groupName'), value: group.data.groupName },
          { label: t('userGroups.remark'), value: group.data.remark || '-' },
          { label: t('userGroups.memberCount'), value: String(group.data.memberCount) },
          { label: t('userGroups.createTime'), value: formatDateTime(group.data.createTime) },
        ]}
      />
      <Subtitle1 as="h2">{t('userGroups.members')}</Subtitle1>
      <div className={styles.bar}>
        <NameSearch
          label={t('users.field.userName')}
          placeholder={t('userGroups.userNamePlaceholder')}
          onSearch={(text) => {
            setUserName(text);
            setPaging((previous) => ({ ...previous, pageNum: 1 }));
          }}
        />
        {canEdit && (
          <>
            <Button appearance="primary" onClick={() => setDialog('pick')}>
              {t('userGroups.addMembers')}
            </Button>
            <Button disabled={selected.length === 0} onClick={() => void handleRemove()}>
              {t('userGroups.removeSelected')}
            </Button>
          </>
        )}
      </div>
      {members.isPending ? (
        <LoadingSpinner />
      ) : (
        <UserTable
          label={t('userGroups.members')}
          rows={members.data?.rows ?? []}
          selected={canEdit ? selected : undefined}
          onSelectedChange={canEdit ? setSelected : undefined}
        />
      )}
      <Pagination
        pageNum={paging.pageNum}
        pageSize={paging.pageSize}
        total={members.data?.total ?? 0}
        onChange={(pageNum, pageSize) => setPaging({ pageNum, pageSize })}
      />
      {dialog === 'edit' && <GroupFormDialog group={group.data} onClose={() => setDialog(null)} />}
      {dialog === 'pick' && <MemberPickerDialog groupId={groupId} onClose={() => setDialog(null)} />}
    </section>
  );
}
