import {
  Button,
  Dialog,
  DialogActions,
  DialogBody,
  DialogContent,
  DialogSurface,
  DialogTitle,
  makeStyles,
  Text,
  tokens,
} from '@fluentui/react-components';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LoadingSpinner } from '../../../components/LoadingSpinner';
import { Pagination } from '../../../components/table';
import { notify } from '../../../notify';
import { addMembers } from '../api';
import { useUsersMutation, useUsersOutsideGroup } from '../queries';
import { NameSearch } from './NameSearch';
import { UserTable } from './UserTable';

const useStyles = makeStyles({
  surface: { maxWidth: '800px', width: '100%' },
  body: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
});

const PICKER_PAGE_SIZE = 20;
const PICKER_COLUMNS = new Set(['userName', 'nickName', 'status']);

/** Picks users who are not yet members (GET /ucenter/userGroup/otherUserList) and adds them. */
export function MemberPickerDialog({ groupId, onClose }: { groupId: number; onClose: () => void }) {
  const styles = useStyles();
  const { t } = useTranslation();
  const [userName, setUserName] = useState('');
  const [paging, setPaging] = useState({ pageNum: 1, pageSize: PICKER_PAGE_SIZE });
  const [selected, setSelected] = useState<number[]>([]);
  const outside = useUsersOutsideGroup({ groupId, ...(userName ? { userName } : {}), ...paging }, true);
  const add = useUsersMutation((userIds: number[]) => addMembers(groupId, userIds));

  const handleConfirm = async () => {
    try {
      await add.mutateAsync(selected);
      notify.success(t('msg.membersAdded'));
      onClose();
    } catch (error) {
      // The data layer has shown the server's message; the picker stays open to try again.
      console.warn('add members failed', error);
    }
  };

  return (
    <Dialog open onOpenChange={(_, data) => !data.open && onClose()}>
      <DialogSurface className={styles.surface}>
        <DialogBody>
          <DialogTitle>{t('userGroups.pickerTitle')}</DialogTitle>
          <DialogContent className={styles.body}>
            <Text>{t('userGroups.pickerHint')}</Text>
            <NameSearch
              label={t('users.field.userName')}
              placeholder={t('userGroups.userNamePlaceholder')}
              onSearch={(text) => {
                setUserName(text);
                setPaging((previous) => ({ ...previous, pageNum: 1 }));
              }}
            />
            {outside.isPending ? (
              <LoadingSpinner />
            ) : (
              <UserTable
                label={t('userGroups.pickerTitle')}
                rows={outside.data?.rows ?? []}
                isVisible={(column) => PICKER_COLUMNS.has(column)}
                selected={selected}
                onSelectedChange={setSelected}
              />
            )}
            <Pagination
              pageNum={paging.pageNum}
              pageSize={paging.pageSize}
              total={outside.data?.total ?? 0}
              onChange={(pageNum, pageSize) => setPaging({ pageNum, pageSize })}
            />
          </DialogContent>
          <DialogActions>
            <Button onClick={onClose}>{t('userGroups.cancel')}</Button>
            <Button
              appearance="primary"
              disabled={selected.length === 0 || add.isPending}
              onClick={() => void handleConfirm()}
            >
              {t('userGroups.confirm')}
            </Button>
          </DialogActions>
        </DialogBody>
      </DialogSurface>
    </Dialog>
  );
}
