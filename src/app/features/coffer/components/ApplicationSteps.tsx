import { makeStyles, mergeClasses, Text, tokens } from '@fluentui/react-components';
import { useTranslation } from 'react-i18next';
import type { SafeApplication } from '../../../../shared/api/cofferApplications';
import { SafeApplicationStatus } from '../../../../shared/rules/cofferRules';
import { formatDateTime } from '../../../components/formatDateTime';
import { enumLabel } from '../../../components/page';

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
 * The three steps of an application, as the approval dialog shows them (spec §4): submitted, reviewed,
 * result; step 1 is current while it waits, step 3 once decided or withdrawn.
 */
export function ApplicationSteps({ record }: { record: SafeApplication }) {
  const styles = useStyles();
  const { t, i18n } = useTranslation();
  const active = record.status === SafeApplicationStatus.waiting ? 1 : 3;
  const steps = [
    { title: t('coffer.application.applicant'), lines: [record.createByName, formatDateTime(record.createTime)] },
    { title: t('coffer.application.approver'), lines: [record.approveByName || t('coffer.common.none')] },
    {
      title: t('coffer.application.status'),
      lines: [
        enumLabel('safe_application_status', record.status, i18n.language),
        record.status === SafeApplicationStatus.waiting ? '' : formatDateTime(record.updateTime),
      ],
    },
  ];
  return (
    <ol className={styles.list} aria-label={t('coffer.application.status')}>
      {steps.map((step, index) => {
        const number = index + 1;
        return (
          <li key={step.title} className={styles.step} aria-current={number === active ? 'step' : undefined}>
            <span className={mergeClasses(styles.dot, number === active && styles.active)}>{number}</span>
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
