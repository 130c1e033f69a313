import {
  MessageBar,
  MessageBarBody,
  makeStyles,
  Spinner,
  Tab,
  TabList,
  Text,
  tokens,
} from '@fluentui/react-components';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { DASHBOARD_PERIODS, type DashboardPeriod, DashboardPeriodSchema } from '../../../shared/api/dashboard';
import { formatDateTime } from '../../components/formatDateTime';
import { DashboardCharts } from './components/DashboardCharts';
import { FigureTiles } from './components/FigureTiles';
import { LicenceCard } from './components/LicenceCard';
import { ensureDashboardTexts } from './i18n';
import { useLiveDashboard } from './queries';

ensureDashboardTexts();

const useStyles = makeStyles({
  root: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalL },
  header: { display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: tokens.spacingHorizontalL },
  updated: { color: tokens.colorNeutralForeground3, marginInlineStart: 'auto' },
  grid: {
    display: 'grid',
    gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 420px), 1fr))',
    gap: tokens.spacingHorizontalL,
    alignItems: 'start',
  },
});

/** The period from the address (?period=7d), so that a wall screen or a bookmark opens the one it wants. */
function usePeriod(): [DashboardPeriod, (period: DashboardPeriod) => void] {
  const [search, setSearch] = useSearchParams();
  const parsed = DashboardPeriodSchema.safeParse(search.get('period'));
  const period = parsed.success ? parsed.data : '24h';
  const choose = (next: DashboardPeriod) =>
    setSearch(
      (previous) => {
        const copy = new URLSearchParams(previous);
        copy.set('period', next);
        return copy;
      },
      { replace: true },
    );
  return [period, choose];
}

/** /dashboard (仪表盘) [system:dashboard:query]: live operations across the installation, as charts and tables. */
export function DashboardPage() {
  const styles = useStyles();
  const { t } = useTranslation();
  const [period, choosePeriod] = usePeriod();
  const overview = useLiveDashboard(period);
  const header = (
    <div className={styles.header}>
      <Text as="h1" id="dashboard-title" size={500} weight="semibold">
        {t('dashboard.title')}
      </Text>
      <TabList
        aria-label={t('dashboard.period.label')}
        selectedValue={period}
        onTabSelect={(_, data) => choosePeriod(data.value as DashboardPeriod)}
      >
        {DASHBOARD_PERIODS.map((value) => (
          <Tab key={value} value={value}>
            {t(`dashboard.period.${value}`)}
          </Tab>
        ))}
      </TabList>
      {overview.data && (
        <Text className={styles.updated} aria-live="polite" data-testid="dashboard-updated">
          {t('dashboard.updatedAt', { time: formatDateTime(overview.data.generatedAt) })}
        </Text>
      )}
    </div>
  );
  if (overview.isPending) {
    return (
      <section className={styles.root} aria-labelledby="dashboard-title">
        {header}
        <Spinner label={t('dashboard.title')} />
      </section>
    );
  }
  if (!overview.data) {
    return (
      <section className={styles.root} aria-labelledby="dashboard-title">
        {header}
        <MessageBar intent="error">
          <MessageBarBody>
            {t('dashboard.loadFailed')}
            {overview.error?.message ? `: ${overview.error.message}` : ''}
          </MessageBarBody>
        </MessageBar>
      </section>
    );
  }
  const now = new Date(overview.data.generatedAt).getTime();
  return (
    <section className={styles.root} aria-labelledby="dashboard-title">
      {header}
      <FigureTiles overview={overview.data} now={now} />
      <div className={styles.grid}>
        <DashboardCharts overview={overview.data} />
        <LicenceCard licence={overview.data.licence} />
      </div>
    </section>
  );
}
