import { makeStyles, mergeClasses, Text, tokens } from '@fluentui/react-components';
import { useTranslation } from 'react-i18next';
import type { DashboardOverview } from '../../../../shared/api/dashboard';
import { formatWaited } from '../dashboardTables';

const useStyles = makeStyles({
  list: {
    display: 'grid',
    gridTemplateColumns: 'repeat(auto-fill, minmax(128px, 1fr))',
    gap: tokens.spacingHorizontalM,
    margin: 0,
    padding: 0,
    listStyleType: 'none',
  },
  tile: {
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalXS,
    padding: tokens.spacingHorizontalL,
    borderRadius: tokens.borderRadiusLarge,
    backgroundColor: tokens.colorNeutralBackground1,
    boxShadow: tokens.shadow4,
  },
  value: {
    fontSize: tokens.fontSizeHero800,
    lineHeight: tokens.lineHeightHero800,
    fontWeight: tokens.fontWeightSemibold,
  },
  danger: { color: tokens.colorPaletteRedForeground1 },
  hint: { color: tokens.colorNeutralForeground3 },
});

type Figure = 'liveSessions' | 'sessions' | 'commands' | 'blocked' | 'held' | 'signInFailures' | 'approvalsWaiting';

/** The figures of the moment and the period's totals, each a number with its name (data-testid figure-<name>). */
export function FigureTiles({ overview, now }: { overview: DashboardOverview; now: number }) {
  const styles = useStyles();
  const { t, i18n } = useTranslation();
  const values: Record<Figure, number> = {
    liveSessions: overview.liveSessions,
    sessions: overview.totals.sessions,
    commands: overview.totals.commands,
    blocked: overview.totals.blocked,
    held: overview.totals.held,
    signInFailures: overview.totals.signInFailures,
    approvalsWaiting: overview.approvals.total,
  };
  const oldest = overview.approvals.oldestTime;
  const isBadNews = (figure: Figure) => (figure === 'blocked' || figure === 'signInFailures') && values[figure] > 0;
  return (
    <ul className={styles.list} aria-label={t('dashboard.figures.label')}>
      {(Object.keys(values) as Figure[]).map((figure) => (
        <li key={figure} className={styles.tile} data-testid={`figure-${figure}`}>
          <Text>{t(`dashboard.figures.${figure}`)}</Text>
          <Text className={mergeClasses(styles.value, isBadNews(figure) && styles.danger)}>
            {values[figure].toLocaleString(i18n.language)}
          </Text>
          {figure === 'approvalsWaiting' && (
            <Text size={200} className={styles.hint}>
              {oldest
                ? t('dashboard.figures.oldestWaiting', {
                    age: formatWaited(now - new Date(oldest).getTime(), i18n.language),
                  })
                : t('dashboard.figures.noneWaiting')}
            </Text>
          )}
        </li>
      ))}
    </ul>
  );
}
