import { Field, MessageBar, MessageBarBody } from '@fluentui/react-components';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DeptRole, type DeptRoleValue } from '../../../../shared/enums';
import { notify } from '../../../notify';
import { useAddMembers, useCandidates } from '../queries';
import { DeptRoleDropdown } from './DeptRoleDropdown';
import { type PickerQuery, UserPickerDialog } from './UserPickerDialog';

const useCandidatePage = (query: PickerQuery) => useCandidates(query, true);

/** 添加成员: users in no department, put into this one with one department role. */
export function AddMembersDialog({ deptId, onClose }: { deptId: number; onClose: () => void }) {
  const { t } = useTranslation();
  const [deptRole, setDeptRole] = useState<DeptRoleValue>(DeptRole.normalMember);
  const add = useAddMembers();

  const handleConfirm = async (userIds: number[]) => {
    await add.mutateAsync({ deptId, userIds, deptRole });
    notify.success(t('access.common.saved'));
  };

  return (
    <UserPickerDialog
      title={t('access.members.addTitle')}
      useCandidatePage={useCandidatePage}
      isSaving={add.isPending}
      onConfirm={handleConfirm}
      onClose={onClose}
    >
      <MessageBar intent="info">
        <MessageBarBody>{t('access.members.candidatesHint')}</MessageBarBody>
      </MessageBar>
      <Field label={t('access.members.roleForNew')}>
        <DeptRoleDropdown value={deptRole} label={t('access.members.roleForNew')} onChange={setDeptRole} />
      </Field>
    </UserPickerDialog>
  );
}
