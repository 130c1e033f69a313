import { useTranslation } from 'react-i18next';
import { notify } from '../../../notify';
import { useGiveRole, useRoleUsers } from '../queries';
import { type PickerQuery, UserPickerDialog } from './UserPickerDialog';

/** 选择用户: users not holding the role, chosen in pages, given the role in one call. */
export function AddRoleUsersDialog({ roleId, onClose }: { roleId: number; onClose: () => void }) {
  const { t } = useTranslation();
  const give = useGiveRole();
  const useCandidatePage = (query: PickerQuery) => useRoleUsers({ ...query, roleId: String(roleId) }, false);

  const handleConfirm = async (userIds: number[]) => {
    const result = await give.mutateAsync({ roleId, userIds });
    notify.success(t('access.authUser.added', { count: result.added }));
  };

  return (
    <UserPickerDialog
      title={t('access.authUser.addTitle')}
      useCandidatePage={useCandidatePage}
      isSaving={give.isPending}
      onConfirm={handleConfirm}
      onClose={onClose}
    />
  );
}
