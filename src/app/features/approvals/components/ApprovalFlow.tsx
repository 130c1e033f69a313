import { makeStyles, mergeClasses, Text, tokens } from '@fluentui/react-components';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../../components/formatDateTime';
import type { ApprovalRecord } from '../api';

const useStyles = makeStyles({
  list: { listStyle: 'none', margin: 0, padding: 0, display: 'flex', flexDirection: 'column' },
  step: { display: 'grid', gridTemplateColumns: '28px 1fr', columnGap: tokens.spacingHorizontalS, minHeight: '52px' },
  dot: {
    width: '24px',
    height: '24px',
    borderRadius: tokens.borderRadiusCircular,
    border: `2px solid ${tokens.colorNeutralStroke1}`,
    color: tokens.colorNeutralForeground3,
    display: 'flex',
    alignItems: 'center',
    justifyContent: 'center',
    fontSize: tokens.fontSizeBase200,
  },
  done: {
    borderTopColor: tokens.colorBrandStroke1,
    borderRightColor: tokens.colorBrandStroke1,
    borderBottomColor: tokens.colorBrandStroke1,
    borderLeftColor: tokens.colorBrandStroke1,
    color: tokens.colorBrandForeground1,
  },
  active: {
    backgroundColor: tokens.colorBrandBackground,
    borderTopColor: tokens.colorBrandBackground,
    borderRightColor: tokens.colorBrandBackground,
    borderBottomColor: tokens.colorBrandBackground,
    borderLeftColor: tokens.colorBrandBackground,
    color: tokens.colorNeutralForegroundOnBrand,
  },
  body: { display: 'flex', flexDirection: 'column', paddingBottom: tokens.spacingVerticalS },
  muted: { color: tokens.colorNeutralForeground3 },
});

/**
 * Spec §4: three steps (applicant submitted, approver reviewed, result), shown vertically; the active step
 * is 1 while the request is pending and 3 otherwise.
 */
export function ApprovalFlow({ record }: { record: ApprovalRecord }) {
  const styles = useStyles();
  const { t } = useTranslation();
  const active = record.status === 1 ? 1 : 3;
  const steps = [
    { title: t('approvals.step.submitted'), lines: [record.createByName, formatDateTime(record.createTime)] },
    { title: t('approvals.step.reviewed'), lines: [record.approveByName || t('approvals.none')] },
    {
      title: t('approvals.step.result'),
      lines: [t(`approvals.status.${record.status}`), record.updateTime ? formatDateTime(record.updateTime) : ''],
    },
  ];
  return (
    <ol className={styles.list} aria-label={t('approvals.result')}>
      {steps.map((step, index) => {
        const number = index + 1;
        const stateClass = number === active ? styles.active : number < active ? styles.done : undefined;
        return (
          <li key={step.title} className={styles.step} aria-current={number === active ? 'step' : undefined}>
            <span className={mergeClasses(styles.dot, stateClass)}>{number}</span>
            <span className={styles.body}>
              <Text weight="semibold">{step.title}</Text>
              {step.lines.filter(Boolean).map((line) => (
                <Text key={line} size={200} className={styles.muted}>
                  {line}
                </Text>
              ))}
            </span>
          </li>
        );
      })}
    </ol>
  );
}
