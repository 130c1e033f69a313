import { Button, DialogActions, DialogContent, Field, Radio, RadioGroup, Textarea } from '@fluentui/react-components';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { SafeApplication } from '../../../../shared/api/cofferApplications';
import { SAFE_REASON_MAX, SafeApplicationStatus } from '../../../../shared/rules/cofferRules';
import { notify } from '../../../notify';
import { decideApplication } from '../api';
import { type DecisionChoice, decisionBody, decisionProblem } from '../applicationForm';
import { useCofferMutation } from '../queries';
import { ApplicationFacts } from './ApplicationFacts';
import { ApplicationSteps } from './ApplicationSteps';
import { useCofferDialogStyles } from './dialogStyles';

/**
 * 保险箱审批 (spec §4, §5): the decision defaults to 通过; 拒绝 adds a refusal reason. Passed, the server
 * issues the licence with the applied period and type and answers 审批已完成. A refused submit shows the
 * server's message (the data layer does) and the record is read again: someone may have decided first.
 */
export function DecisionForm({ record, onClose }: { record: SafeApplication; onClose: () => void }) {
  const styles = useCofferDialogStyles();
  const { t } = useTranslation();
  const [choice, setChoice] = useState<DecisionChoice>(SafeApplicationStatus.passed);
  const [refuseReason, setRefuseReason] = useState('');
  const [error, setError] = useState<string>();
  // A refusal reads the record (and the lists) again: reloadOnFailure.
  const decide = useCofferMutation(decideApplication, true);

  const handleSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const problem = decisionProblem(choice, refuseReason);
    setError(problem ? t(`msg.${problem}`) : undefined);
    if (problem) return;
    try {
      await decide.mutateAsync(decisionBody(record.recordId, choice, refuseReason));
      notify.success(t('msg.safeApprovalDone'));
      onClose();
    } catch (failure) {
      // Spec §8: no message of its own (the data layer has shown the server's); the mutation has the record
      // read again, so the dialog shows how it stands now (decided by someone else, say).
      console.warn(`decision on safe application ${record.recordId} failed`, failure);
    }
  };

  return (
    <form className={styles.form} onSubmit={(event) => void handleSubmit(event)} noValidate data-testid="decision-form">
      <DialogContent className={styles.withSteps}>
        <div className={styles.content}>
          <ApplicationFacts record={record} isResult={false} />
          <Field label={t('coffer.application.decision')} required>
            <RadioGroup
              layout="horizontal"
              value={String(choice)}
              onChange={(_, data) =>
                setChoice(
                  data.value === String(SafeApplicationStatus.refused)
                    ? SafeApplicationStatus.refused
                    : SafeApplicationStatus.passed,
                )
              }
            >
              <Radio value={String(SafeApplicationStatus.passed)} label={t('coffer.application.pass')} />
              <Radio value={String(SafeApplicationStatus.refused)} label={t('coffer.application.refuse')} />
            </RadioGroup>
          </Field>
          {choice === SafeApplicationStatus.refused && (
            <Field
              label={t('coffer.application.refuseReason')}
              validationMessage={error}
              validationState={error ? 'error' : 'none'}
              hint={`${refuseReason.length}/${SAFE_REASON_MAX}`}
            >
              <Textarea
                rows={2}
                resize="vertical"
                maxLength={SAFE_REASON_MAX}
                placeholder={t('coffer.application.refusePlaceholder')}
                value={refuseReason}
                onChange={(_, data) => setRefuseReason(data.value)}
              />
            </Field>
          )}
        </div>
        <ApplicationSteps record={record} />
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('coffer.common.cancel')}</Button>
        <Button appearance="primary" type="submit" disabled={decide.isPending} data-testid="decision-submit">
          {t('coffer.common.submit')}
        </Button>
      </DialogActions>
    </form>
  );
}
