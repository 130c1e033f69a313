import { Badge, makeStyles, Text, tokens } from '@fluentui/react-components';
import { useTranslation } from 'react-i18next';
import type { ApproverStep } from '../../../../shared/api/flow';

const useStyles = makeStyles({
  list: {
    listStyle: 'none',
    margin: 0,
    padding: 0,
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalS,
  },
  step: { display: 'flex', flexWrap: 'wrap', alignItems: 'center', columnGap: tokens.spacingHorizontalS },
  muted: { color: tokens.colorNeutralForeground3 },
});

const personName = (person: ApproverStep['approvers'][number]) =>
  person.nickName && person.nickName !== person.userName ? `${person.nickName} (${person.userName})` : person.userName;

export interface ApproverStepsProps {
  steps: readonly ApproverStep[];
  /** Shown for a step whose approvers are not known (yet). */
  noApproversText: string;
}

/** Who decides which step: the step, one-or-all, and the people. */
export function ApproverSteps({ steps, noApproversText }: ApproverStepsProps) {
  const styles = useStyles();
  const { t } = useTranslation();
  if (steps.length === 0) return <Text className={styles.muted}>{t('approveCenter.approvers.noSteps')}</Text>;
  return (
    <ul className={styles.list}>
      {steps.map((step) => (
        <li key={step.activityId} className={styles.step}>
          <Text weight="semibold">{step.activityName}</Text>
          <Badge appearance="tint" color="informative">
            {t(`approveCenter.approvers.mode.${step.mode === 'all' ? 'all' : 'any'}`)}
          </Badge>
          <Text className={step.approvers.length === 0 ? styles.muted : undefined}>
            {step.approvers.length === 0
              ? noApproversText
              : step.approvers.map(personName).join(t('approveCenter.separator'))}
          </Text>
        </li>
      ))}
    </ul>
  );
}
