import {
  Button,
  Dialog,
  DialogActions,
  DialogBody,
  DialogContent,
  DialogSurface,
  DialogTitle,
  Field,
  MessageBar,
  MessageBarBody,
  makeStyles,
  Spinner,
  tokens,
} from '@fluentui/react-components';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DeptRole, type DeptRoleValue } from '../../../../shared/enums';
import { notify } from '../../../components/notify';
import { useAddMembers, useCandidates } from '../queries';
import { DeptRoleDropdown } from './DeptRoleDropdown';
import { FilterBar } from './FilterBar';
import { DEFAULT_PAGE_SIZE, Pager } from './Pager';
import { UserPickTable } from './UserPickTable';

const useStyles = makeStyles({
  surface: { maxWidth: '800px', width: '100%' },
  content: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
});

/** 添加成员: users in no department, put into this one with one department role. */
export function AddMembersDialog({ deptId, onClose }: { deptId: number; onClose: () => void }) {
  const styles = useStyles();
  const { t } = useTranslation();
  const [filters, setFilters] = useState<Record<string, string>>({});
  const [paging, setPaging] = useState({ pageNum: 1, pageSize: DEFAULT_PAGE_SIZE });
  const [selected, setSelected] = useState<Set<number>>(new Set());
  const [deptRole, setDeptRole] = useState<DeptRoleValue>(DeptRole.normalMember);
  const candidates = useCandidates({ ...paging, ...filters }, true);
  const add = useAddMembers();

  const handleConfirm = async () => {
    if (selected.size === 0) {
      notify.warning(t('access.authUser.noneSelected'));
      return;
    }
    try {
      await add.mutateAsync({ deptId, userIds: [...selected], deptRole });
      notify.success(t('access.common.saved'));
      onClose();
    } catch (error) {
      console.warn('adding members failed', error);
    }
  };

  return (
    <Dialog open onOpenChange={(_, data) => !data.open && onClose()}>
      <DialogSurface className={styles.surface}>
        <DialogBody>
          <DialogTitle>{t('access.members.addTitle')}</DialogTitle>
          <DialogContent className={styles.content}>
            <MessageBar intent="info">
              <MessageBarBody>{t('access.members.candidatesHint')}</MessageBarBody>
            </MessageBar>
            <Field label={t('access.members.roleForNew')}>
              <DeptRoleDropdown value={deptRole} label={t('access.members.roleForNew')} onChange={setDeptRole} />
            </Field>
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
            {candidates.isPending ? (
              <Spinner />
            ) : (
              <UserPickTable
                label={t('access.members.addTitle')}
                rows={candidates.data?.rows ?? []}
                selected={selected}
                onSelectedChange={setSelected}
              />
            )}
            <Pager
              pageNum={paging.pageNum}
              pageSize={paging.pageSize}
              total={candidates.data?.total ?? 0}
              onChange={(pageNum, pageSize) => setPaging({ pageNum, pageSize })}
            />
          </DialogContent>
          <DialogActions>
            <Button onClick={onClose}>{t('access.common.cancel')}</Button>
            <Button appearance="primary" onClick={() => void handleConfirm()} disabled={add.isPending}>
              {t('access.common.confirm')}
            </Button>
          </DialogActions>
        </DialogBody>
      </DialogSurface>
    </Dialog>
  );
}
