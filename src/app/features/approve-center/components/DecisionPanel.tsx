import { Button, Field, makeStyles, Radio, RadioGroup, tokens } from '@fluentui/react-components';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FlowTaskStatus } from '../../../../shared/rules/flowRules';
import { notify } from '../../../notify';
import { buildCompleteBody, type DecisionChoice, decisionProblem } from '../decisionBody';
import { useDecideTask } from '../queries';
import { ReasonField } from './ReasonField';

const useStyles = makeStyles({
  form: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM, maxWidth: '560px' },
  actions: { display: 'flex' },
});

export interface DecisionPanelProps {
  processInstanceId: number;
  taskId: number;
}

/**
 * The caller's decision on their waiting task (spec §5): 同意 by default; 拒绝 asks for a reason. Done or
 * refused (审批已完成 when another approver was first, shown by the data layer), the request is read again.
 */
export function DecisionPanel({ processInstanceId, taskId }: DecisionPanelProps) {
  const styles = useStyles();
  const { t } = useTranslation();
  const [choice, setChoice] = useState<DecisionChoice>(FlowTaskStatus.approved);
  const [refuseReason, setRefuseReason] = useState('');
  const [error, setError] = useState<string>();
  const deciding = useDecideTask();

  const handleSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const problem = decisionProblem(choice, refuseReason);
    setError(problem ? t(`msg.${problem}`) : undefined);
    if (problem) return;
    try {
      await deciding.mutateAsync({ processInstanceId, body: buildCompleteBody(taskId, choice, refuseReason) });
      notify.success(t('msg.approvalSubmitted'));
    } catch (failure) {
      // The data layer has shown the server's message; the reloaded request shows how it stands now.
      console.warn(`decision on task ${taskId} failed`, failure);
    }
  };

  return (
    <form
      className={styles.form}
      onSubmit={(event) => void handleSubmit(event)}
      noValidate
      aria-label={t('approveCenter.decision.title')}
    >
      <Field label={t('approveCenter.decision.action')} required>
        <RadioGroup
          layout="horizontal"
          value={String(choice)}
          onChange={(_, data) =>
            setChoice(data.value === String(FlowTaskStatus.refused) ? FlowTaskStatus.refused : FlowTaskStatus.approved)
          }
        >
          <Radio value={String(FlowTaskStatus.approved)} label={t('approveCenter.decision.approve')} />
          <Radio value={String(FlowTaskStatus.refused)} label={t('approveCenter.decision.refuse')} />
        </RadioGroup>
      </Field>
      {choice === FlowTaskStatus.refused && (
        <ReasonField
          label={t('approveCenter.decision.refuseReason')}
          placeholder={t('approveCenter.decision.refusePlaceholder')}
          value={refuseReason}
          onChange={setRefuseReason}
          error={error}
        />
      )}
      <div className={styles.actions}>
        <Button appearance="primary" type="submit" disabled={deciding.isPending}>
          {t('approveCenter.decision.submit')}
        </Button>
      </div>
    </form>
  );
}
