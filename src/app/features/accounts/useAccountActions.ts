import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Permission } from '../../../shared/access/permissions';
import type { Account } from '../../../shared/api/accounts';
import { confirm } from '../../components/confirm';
import { notify } from '../../notify';
import { useHasPermission } from '../../session';
import { deleteAccounts, generateKey, runCheck } from './api';
import { useAccountsMutation } from './queries';

/**
 * What a caller may do with an account (permission and the asset's scope) and the actions behind the
 * buttons: check, generate key, delete. Failures are toasted by the data layer.
 */
export function useAccountActions() {
  const { t } = useTranslation();
  const canAdd = useHasPermission([Permission.accountAdd]);
  const canEdit = useHasPermission([Permission.accountEdit]);
  const canRemove = useHasPermission([Permission.accountRemove]);
  const canCheck = useHasPermission([Permission.accountCheck]);
  const canReveal = useHasPermission([Permission.accountReveal]);
  const [checkingId, setCheckingId] = useState<number | null>(null);
  const [generated, setGenerated] = useState<{ publicKey: string; fingerprint: string } | null>(null);
  const check = useAccountsMutation(runCheck);
  const generate = useAccountsMutation(generateKey);
  const remove = useAccountsMutation(deleteAccounts);

  return {
    canAdd,
    canCheck,
    can: (account: Account) => ({
      edit: canEdit && account.canManage,
      remove: canRemove && account.canManage,
      check: canCheck && account.canManage,
      reveal: canReveal && (account.hasPassword || account.hasKey),
    }),
    checkingId,
    generated,
    closeGenerated: () => setGenerated(null),
    async check(account: Account) {
      setCheckingId(account.accountId);
      try {
        await check.mutateAsync(account.accountId);
        notify.success(t('accounts.checked'));
      } catch (error) {
        console.warn('account check failed', error);
      } finally {
        setCheckingId(null);
      }
    },
    async generateKey(account: Account) {
      if ((account.hasKey || account.hasPassword) && !(await confirm({ message: t('accounts.generateConfirm') })))
        return;
      try {
        const result = await generate.mutateAsync(account.accountId);
        setGenerated({ publicKey: result.publicKey, fingerprint: result.fingerprint });
      } catch (error) {
        console.warn('key generation failed', error);
      }
    },
    async remove(account: Account): Promise<boolean> {
      if (!(await confirm({ message: t('accounts.confirmDelete', { name: account.accountName }) }))) return false;
      try {
        await remove.mutateAsync([account.accountId]);
      } catch (error) {
        console.warn('deleting the account failed', error);
        return false;
      }
      notify.success(t('accounts.deleted'));
      return true;
    },
  };
}
