import { Button, FluentProvider, makeStyles, Text, tokens } from '@fluentui/react-components';
import { FullScreenMaximizeRegular } from '@fluentui/react-icons';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { formatDateTime } from '../../../components/formatDateTime';
import { useLayoutSetting } from '../../../display/layoutSettingStore';
import { useWorkerInterval } from '../../../hub';
import { DashboardCharts } from '../components/DashboardCharts';
import { FigureTiles } from '../components/FigureTiles';
import { ensureDashboardTexts } from '../i18n';
import { useLiveDashboard } from '../queries';
import { WallStatus } from './WallStatus';
import { parseWallSettings } from './wallSettings';
import { wallTheme } from './wallTheme';

ensureDashboardTexts();

const useStyles = makeStyles({
  root: {
    minHeight: '100vh',
    boxSizing: 'border-box',
    padding: tokens.spacingHorizontalXXL,
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalXL,
    backgroundColor: tokens.colorNeutralBackground1,
    color: tokens.colorNeutralForeground1,
  },
  header: { display: 'flex', flexWrap: 'wrap', alignItems: 'baseline', gap: tokens.spacingHorizontalXXL },
  spacer: { flexGrow: 1 },
  grid: {
    display: 'grid',
    gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 560px), 1fr))',
    gap: tokens.spacingHorizontalXL,
    alignItems: 'start',
  },
});

const CLOCK_TICK_MS = 1000;

/**
 * /wall (运维大屏) [system:dashboard:query]: the dashboard for a SOC wall screen (docs/wall-screen.md). Full
 * screen on request, dark and large whatever the user's appearance, rotating through the periods of its address,
 * live over the notify socket; through a network drop or a server restart it keeps the last figures and says how
 * old they are. Its timers run on the hub's worker timers, which keep time in a background or occluded window.
 */
export function WallScreenPage() {
  const styles = useStyles();
  const { t } = useTranslation();
  const [search] = useSearchParams();
  const settings = useMemo(() => parseWallSettings(search), [search]);
  const { theme: brandColour } = useLayoutSetting();
  const theme = useMemo(() => wallTheme(brandColour), [brandColour]);
  const [turn, setTurn] = useState(0);
  const [now, setNow] = useState(() => Date.now());
  useWorkerInterval(
    () => setTurn((previous) => previous + 1),
    settings.rotateSeconds * 1000,
    settings.periods.length > 1,
  );
  useWorkerInterval(() => setNow(Date.now()), CLOCK_TICK_MS);
  const period = settings.periods[turn % settings.periods.length] ?? '24h';
  const overview = useLiveDashboard(period);
  const data = overview.data;
  return (
    <FluentProvider theme={theme}>
      <main className={styles.root} aria-labelledby="wall-title" data-testid="wall-screen">
        <div className={styles.header}>
          <Text as="h1" id="wall-title" size={600} weight="semibold">
            {t('dashboard.wall.title')}
          </Text>
          <Text size={500} data-testid="wall-period">
            {t(`dashboard.period.${period}`)}
          </Text>
          <span className={styles.spacer} />
          <WallStatus readAt={data ? Date.parse(data.generatedAt) : undefined} isFailing={overview.isError} now={now} />
          <Text size={500} data-testid="wall-clock">
            {formatDateTime(now)}
          </Text>
          {document.fullscreenEnabled && !document.fullscreenElement && (
            <Button
              appearance="subtle"
              icon={<FullScreenMaximizeRegular />}
              onClick={() => void document.documentElement.requestFullscreen()}
            >
              {t('dashboard.wall.fullScreen')}
            </Button>
          )}
        </div>
        {data && (
          <>
            <FigureTiles overview={data} now={now} />
            <div className={styles.grid}>
              <DashboardCharts overview={data} />
            </div>
          </>
        )}
      </main>
    </FluentProvider>
  );
}
