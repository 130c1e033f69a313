import {
  Button,
  Dialog,
  DialogActions,
  DialogBody,
  DialogContent,
  DialogSurface,
  DialogTitle,
  Dropdown,
  Field,
  MessageBar,
  MessageBarBody,
  makeStyles,
  Option,
  Spinner,
  Text,
  tokens,
} from '@fluentui/react-components';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { LabelUsage, MergePlan } from '../../../../shared/api/labels';
import { serverErrors } from '../../../data/formErrors';
import { notify } from '../../../notify';
import { mergeLabel } from '../api';
import { useAllLabels, useLabelMutation, useMergePlan } from '../queries';

const useStyles = makeStyles({
  content: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
  hint: { color: tokens.colorNeutralForeground3 },
  list: { margin: 0, paddingInlineStart: tokens.spacingHorizontalXL },
});

export interface MergeLabelDialogProps {
  source: LabelUsage;
  onClose: () => void;
}

/** The policies and tasks whose reach a merge widens: those listing exactly one of the two labels. */
const widened = (plan: MergePlan) => ({
  policies: plan.policies.filter((policy) => policy.listsSource !== policy.listsTarget),
  tasks: plan.tasks.filter((task) => task.listsSource !== task.listsTarget),
});

/**
 * Merges a duplicate label into another: pick the target, read what the merge would move and whose reach it
 * widens (the server's plan), then merge. Tasks whose selector tells the two names apart block it.
 */
export function MergeLabelDialog({ source, onClose }: MergeLabelDialogProps) {
  const styles = useStyles();
  const { t } = useTranslation();
  const [targetId, setTargetId] = useState<number | null>(null);
  const [error, setError] = useState('');
  const labels = useAllLabels();
  const plan = useMergePlan(source.tagId, targetId);
  const merge = useLabelMutation(mergeLabel);
  const others = (labels.data?.rows ?? []).filter((label) => label.tagId !== source.tagId);
  const target = others.find((label) => label.tagId === targetId);
  const reach = plan.data ? widened(plan.data) : null;
  const isBlocked = (plan.data?.blockingTasks.length ?? 0) > 0;

  const handleMerge = async () => {
    if (targetId === null || !target) return;
    setError('');
    try {
      const result = await merge.mutateAsync({ sourceId: source.tagId, targetId });
      notify.success(
        t('labels.merge.merged', {
          assets: result.movedAssets,
          accounts: result.movedAccounts,
          policies: result.retargetedPolicies,
          tasks: result.retargetedTasks,
          target: target.tagName,
        }),
      );
      onClose();
    } catch (failure) {
      setError(serverErrors(failure)[''] ?? '');
    }
  };

  return (
    <Dialog open onOpenChange={(_, state) => !state.open && onClose()}>
      <DialogSurface>
        <DialogBody>
          <DialogTitle>{t('labels.merge.title', { name: source.tagName })}</DialogTitle>
          <DialogContent className={styles.content}>
            <Text className={styles.hint}>{t('labels.merge.hint', { source: source.tagName })}</Text>
            {error && (
              <MessageBar intent="error">
                <MessageBarBody>{error}</MessageBarBody>
              </MessageBar>
            )}
            <Field label={t('labels.merge.target')} required>
              <Dropdown
                placeholder={t('labels.merge.targetPlaceholder')}
                value={target?.tagName ?? ''}
                selectedOptions={targetId === null ? [] : [String(targetId)]}
                onOptionSelect={(_, data) => {
                  setError('');
                  setTargetId(data.optionValue ? Number(data.optionValue) : null);
                }}
              >
                {others.map((label) => (
                  <Option key={label.tagId} value={String(label.tagId)}>
                    {label.tagName}
                  </Option>
                ))}
              </Dropdown>
            </Field>
            {targetId !== null && plan.isPending && <Spinner size="tiny" label={t('labels.merge.loading')} />}
            {plan.isError && (
              <MessageBar intent="error">
                <MessageBarBody>{serverErrors(plan.error)['']}</MessageBarBody>
              </MessageBar>
            )}
            {plan.data && target && (
              <div role="status">
                <Text as="p">
                  {t('labels.merge.moves', {
                    assets: plan.data.movedAssets,
                    accounts: plan.data.movedAccounts,
                    target: target.tagName,
                  })}
                </Text>
                {reach && reach.policies.length + reach.tasks.length > 0 && (
                  <>
                    <Text as="p">{t('labels.merge.reach')}</Text>
                    <ul className={styles.list}>
                      {reach.policies.map((policy) => (
                        <li key={`p${policy.policyId}`}>{t('labels.merge.policy', { name: policy.policyName })}</li>
                      ))}
                      {reach.tasks.map((task) => (
                        <li key={`t${task.taskId}`}>{t('labels.merge.task', { name: task.taskName })}</li>
                      ))}
                    </ul>
                  </>
                )}
              </div>
            )}
            {plan.data && isBlocked && (
              <MessageBar intent="warning">
                <MessageBarBody>
                  {t('labels.merge.blocked')}{' '}
                  {plan.data.blockingTasks.map((task) => t('labels.merge.task', { name: task.taskName })).join(', ')}
                </MessageBarBody>
              </MessageBar>
            )}
          </DialogContent>
          <DialogActions>
            <Button
              appearance="primary"
              disabled={!plan.data || isBlocked || merge.isPending}
              onClick={() => void handleMerge()}
            >
              {t('labels.merge.submit')}
            </Button>
            <Button onClick={onClose}>{t('labels.cancel')}</Button>
          </DialogActions>
        </DialogBody>
      </DialogSurface>
    </Dialog>
  );
}
