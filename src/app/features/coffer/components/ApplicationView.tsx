import { Button, DialogActions, DialogContent, MessageBar, MessageBarBody } from '@fluentui/react-components';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { SafeApplication } from '../../../../shared/api/cofferApplications';
import type { SafeDialogMode } from '../../../../shared/rules/cofferRules';
import { notify } from '../../../notify';
import { withdrawApplication } from '../api';
import { useCofferMutation } from '../queries';
import { ApplicationFacts } from './ApplicationFacts';
import { ApplicationSteps } from './ApplicationSteps';
import { useCofferDialogStyles } from './dialogStyles';
import { NestedConfirm } from './NestedConfirm';

/**
 * An application read-only: the applicant's own waiting one (查看保险箱申请, with 编辑 and 撤回), one waiting
 * for approvers other than the caller, or the result (保险箱审批结果: status, approver, refusal reason).
 */
export function ApplicationView({
  record,
  mode,
  onEdit,
  onClose,
}: {
  record: SafeApplication;
  mode: Extract<SafeDialogMode, 'viewMyApply' | 'approve' | 'result'>;
  onEdit: () => void;
  onClose: () => void;
}) {
  const styles = useCofferDialogStyles();
  const { t } = useTranslation();
  const withdraw = useCofferMutation(withdrawApplication, true);
  const isMine = mode === 'viewMyApply';

  const [isConfirming, setConfirming] = useState(false);

  const handleWithdraw = async () => {
    try {
      await withdraw.mutateAsync(record.recordId);
      // The server's message (撤回成功), from the shared catalogue as the server words it.
      notify.success(t('msg.safeApplicationWithdrawn'));
      onClose();
    } catch (error) {
      // The data layer has shown the server's message (decided meanwhile, say); the record is read again.
      console.warn(`withdrawing safe application ${record.recordId} failed`, error);
    }
  };

  return (
    <>
      <DialogContent className={styles.withSteps}>
        <div className={styles.content}>
          {mode === 'approve' && (
            <MessageBar intent="info">
              <MessageBarBody>{t('coffer.application.waitingOthers')}</MessageBarBody>
            </MessageBar>
          )}
          <ApplicationFacts record={record} isResult={mode === 'result'} />
        </div>
        <ApplicationSteps record={record} />
      </DialogContent>
      <NestedConfirm
        message={isConfirming ? t('coffer.application.confirmWithdraw', { name: record.cofferName }) : null}
        onAnswer={(confirmed) => {
          setConfirming(false);
          if (confirmed) void handleWithdraw();
        }}
      />
      <DialogActions>
        <Button onClick={onClose}>{t('coffer.common.close')}</Button>
        {isMine && (
          <Button onClick={() => setConfirming(true)} disabled={withdraw.isPending} data-testid="application-withdraw">
            {t('coffer.application.withdraw')}
          </Button>
        )}
        {isMine && (
          <Button appearance="primary" onClick={onEdit} data-testid="application-edit">
            {t('coffer.application.edit')}
          </Button>
        )}
      </DialogActions>
    </>
  );
}
