import { Badge, type BadgeProps, makeStyles, Subtitle2, Text, tokens } from '@fluentui/react-components';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../../components/formatDateTime';

type LogLine = { time: string; level: 'info' | 'warn' | 'error'; text: string };

const LEVEL_COLOURS: Readonly<Record<LogLine['level'], BadgeProps['color']>> = {
  info: 'informative',
  warn: 'warning',
  error: 'danger',
};

const useStyles = makeStyles({
  root: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS },
  lines: {
    margin: 0,
    padding: tokens.spacingHorizontalS,
    listStyleType: 'none',
    border: `1px solid ${tokens.colorNeutralStroke2}`,
    borderRadius: tokens.borderRadiusMedium,
  },
  line: { display: 'flex', gap: tokens.spacingHorizontalS, alignItems: 'baseline', paddingBlock: '2px' },
  time: { fontFamily: tokens.fontFamilyMonospace, whiteSpace: 'nowrap', color: tokens.colorNeutralForeground3 },
});

/** A run's log lines, oldest first, each with its time and level. */
export function RunLog({ lines }: { lines: readonly LogLine[] }) {
  const styles = useStyles();
  const { t } = useTranslation();
  const title = t('tasks.runDetail.log');
  return (
    <section className={styles.root} aria-label={title}>
      <Subtitle2 as="h2">{title}</Subtitle2>
      {lines.length === 0 ? (
        <Text>{t('tasks.runDetail.logEmpty')}</Text>
      ) : (
        <ol className={styles.lines} data-testid="run-log">
          {lines.map((line, index) => (
            // Lines never change order or go away: the position is their identity.
            // biome-ignore lint/suspicious/noArrayIndexKey: see above
            <li key={index} className={styles.line}>
              <Text className={styles.time}>{formatDateTime(line.time)}</Text>
              <Badge appearance="tint" color={LEVEL_COLOURS[line.level]}>
                {t(`tasks.runDetail.level.${line.level}`)}
              </Badge>
              <Text>{line.text}</Text>
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
