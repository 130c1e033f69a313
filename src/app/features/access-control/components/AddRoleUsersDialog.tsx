import {
  Button,
  Dialog,
  DialogActions,
  DialogBody,
  DialogContent,
  DialogSurface,
  DialogTitle,
  makeStyles,
  Spinner,
  tokens,
} from '@fluentui/react-components';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { notify } from '../../../components/notify';
import { useGiveRole, useRoleUsers } from '../queries';
import { FilterBar } from './FilterBar';
import { DEFAULT_PAGE_SIZE, Pager } from './Pager';
import { UserPickTable } from './UserPickTable';

const useStyles = makeStyles({
  surface: { maxWidth: '800px', width: '100%' },
  content: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
});

/** 选择用户: users not holding the role, chosen in pages, given the role in one call. */
export function AddRoleUsersDialog({ roleId, onClose }: { roleId: number; onClose: () => void }) {
  const styles = useStyles();
  const { t } = useTranslation();
  const [filters, setFilters] = useState<Record<string, string>>({});
  const [paging, setPaging] = useState({ pageNum: 1, pageSize: DEFAULT_PAGE_SIZE });
  const [selected, setSelected] = useState<Set<number>>(new Set());
  const users = useRoleUsers({ roleId: String(roleId), ...paging, ...filters }, false);
  const give = useGiveRole();

  const handleConfirm = async () => {
    if (selected.size === 0) {
      notify.warning(t('access.authUser.noneSelected'));
      return;
    }
    try {
      const result = await give.mutateAsync({ roleId, userIds: [...selected] });
      notify.success(t('access.authUser.added', { count: result.added }));
      onClose();
    } catch (error) {
      console.warn('giving the role failed', error);
    }
  };

  return (
    <Dialog open onOpenChange={(_, data) => !data.open && onClose()}>
      <DialogSurface className={styles.surface}>
        <DialogBody>
          <DialogTitle>{t('access.authUser.addTitle')}</DialogTitle>
          <DialogContent className={styles.content}>
            <FilterBar
              fields={[
                {
                  name: 'userName',
                  label: t('access.common.userName'),
                  placeholder: t('access.common.userNamePlaceholder'),
                },
              ]}
              onSearch={(values) => {
                setFilters(values);
                setPaging((previous) => ({ ...previous, pageNum: 1 }));
              }}
            />
            {users.isPending ? (
              <Spinner />
            ) : (
              <UserPickTable
                label={t('access.authUser.addTitle')}
                rows={users.data?.rows ?? []}
                selected={selected}
                onSelectedChange={setSelected}
              />
            )}
            <Pager
              pageNum={paging.pageNum}
              pageSize={paging.pageSize}
              total={users.data?.total ?? 0}
              onChange={(pageNum, pageSize) => setPaging({ pageNum, pageSize })}
            />
          </DialogContent>
          <DialogActions>
            <Button onClick={onClose}>{t('access.common.cancel')}</Button>
            <Button appearance="primary" onClick={() => void handleConfirm()} disabled={give.isPending}>
              {t('access.common.confirm')}
            </Button>
          </DialogActions>
        </DialogBody>
      </DialogSurface>
    </Dialog>
  );
}
