import { useTranslation } from 'react-i18next';
import { confirm } from '../../components/confirm';
import { notify } from '../../notify';
import { useWithdrawRequest } from './queries';

/** 撤回: the applicant confirms, then the request ends with the result "revoked". */
export function useWithdrawAction() {
  const { t } = useTranslation();
  const withdrawing = useWithdrawRequest();
  return async (request: { processInstanceId: number; modelName: string }) => {
    if (!(await confirm({ message: t('approveCenter.confirmWithdraw', { name: request.modelName }) }))) return;
    try {
      await withdrawing.mutateAsync({ processInstanceId: request.processInstanceId });
      notify.success(t('approveCenter.withdrawn'));
    } catch (error) {
      // The data layer has shown the server's message; the request and the lists are read again.
      console.warn(`withdraw request ${request.processInstanceId} failed`, error);
    }
  };
}
