import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import type { User } from '../../../shared/api';
import { confirm } from '../../components/confirm';
import { notify } from '../../notify';
import { lockUserIds, removeUsers, unbindUserOtp, unlockUserIds } from './api';
import { ResetPasswordDialog } from './components/ResetPasswordDialog';
import { SetPasswordDialog } from './components/SetPasswordDialog';
import type { UserAction } from './components/UserRowActions';
import { assignRolesPath, userDetailPath, userFormPath } from './paths';
import { useUsersMutation } from './queries';

/**
 * What a row action does, shared by the list and the detail page: confirm, call, say so. Failures are
 * toasted by the data layer. `dialog` is the open password dialog, to be rendered by the page.
 */
export function useUserActions(options: { onDeleted?: () => void } = {}) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [dialog, setDialog] = useState<{ kind: 'reset' | 'set'; user: User } | null>(null);
  const remove = useUsersMutation(removeUsers);
  const lock = useUsersMutation(lockUserIds);
  const unlock = useUsersMutation(unlockUserIds);
  const unbindOtp = useUsersMutation(unbindUserOtp);

  const run = async (action: UserAction, user: User) => {
    switch (action) {
      case 'edit':
        return navigate(userFormPath(user.userId));
      case 'detail':
        return navigate(userDetailPath(user.userId));
      case 'assignRoles':
        return navigate(assignRolesPath(user.userId));
      case 'resetPassword':
        return setDialog({ kind: 'reset', user });
      case 'updatePassword':
        return setDialog({ kind: 'set', user });
      case 'delete':
        if (!(await confirm({ message: t('users.confirm.deleteOne', { name: user.userName }) }))) return;
        await remove.mutateAsync([user.userId]);
        notify.success(t('msg.deleted'));
        options.onDeleted?.();
        return;
      case 'lock':
        if (!(await confirm({ message: t('users.confirm.lock', { name: user.userName }) }))) return;
        await lock.mutateAsync([user.userId]);
        notify.success(t('msg.userLocked'));
        return;
      case 'unlock':
        if (!(await confirm({ message: t('users.confirm.unlock', { name: user.userName }) }))) return;
        await unlock.mutateAsync([user.userId]);
        notify.success(t('msg.userUnlocked'));
        return;
      case 'unbindOtp':
        if (!(await confirm({ message: t('users.confirm.unbindOtp', { name: user.userName }) }))) return;
        await unbindOtp.mutateAsync(user.userId);
        notify.success(t('msg.otpUnbound'));
        return;
    }
  };

  const deleteMany = async (userIds: number[]) => {
    if (!(await confirm({ message: t('users.confirm.deleteMany', { count: userIds.length }) }))) return false;
    await remove.mutateAsync(userIds);
    notify.success(t('msg.deleted'));
    return true;
  };

  const handleAction = (action: UserAction, user: User) => {
    run(action, user).catch((error: unknown) => {
      // The data layer has shown the server's message; nothing else to do here.
      console.warn('user action failed', action, error);
    });
  };

  const dialogElement =
    dialog?.kind === 'reset' ? (
      <ResetPasswordDialog user={dialog.user} onClose={() => setDialog(null)} />
    ) : dialog?.kind === 'set' ? (
      <SetPasswordDialog user={dialog.user} onClose={() => setDialog(null)} />
    ) : null;

  return { handleAction, deleteMany, dialog: dialogElement };
}
