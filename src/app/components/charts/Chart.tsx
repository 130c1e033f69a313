import { MessageBar, MessageBarBody, makeStyles, Spinner } from '@fluentui/react-components';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useIsDark } from '../../display/appearance';
import { useLayoutSetting } from '../../display/layoutSettingStore';
import { type ChartColours, readChartColours } from './chartColours';
import type { ChartOption } from './chartOption';

type Runtime = typeof import('./echartsRuntime');
type ChartInstance = ReturnType<Runtime['init']>;

let runtime: Promise<Runtime> | undefined;
/** Loaded once per page load, with the first chart; a failed load (offline, no cached copy) is tried again. */
function loadRuntime(): Promise<Runtime> {
  runtime ??= import('./echartsRuntime').catch((error: unknown) => {
    runtime = undefined;
    throw error;
  });
  return runtime;
}

const useStyles = makeStyles({
  root: { position: 'relative', width: '100%' },
  surface: { position: 'absolute', inset: 0 },
  overlay: { position: 'absolute', inset: 0, display: 'flex', alignItems: 'center', justifyContent: 'center' },
});

export interface ChartProps {
  /** The chart's option from the colours of the theme it is drawn in. */
  option: (colours: ChartColours) => ChartOption;
  /** What the chart shows, for readers: to them it is one image, and its card's table view holds the numbers. */
  label: string;
  height?: number;
  testId?: string;
}

/**
 * One ECharts chart, drawn as SVG once the chart runtime has loaded; redrawn when its option or the console's
 * theme changes, resized with its box, disposed with the component.
 */
export function Chart({ option, label, height = 260, testId }: ChartProps) {
  const styles = useStyles();
  const { t } = useTranslation();
  const surface = useRef<HTMLDivElement>(null);
  const [chart, setChart] = useState<ChartInstance | null>(null);
  const [failed, setFailed] = useState(false);
  const isDark = useIsDark();
  const { theme: brandColour } = useLayoutSetting();

  useEffect(() => {
    const element = surface.current;
    if (!element) return;
    let instance: ChartInstance | undefined;
    let isCancelled = false;
    const resize = new ResizeObserver(() => instance?.resize());
    loadRuntime().then(
      ({ init }) => {
        if (isCancelled) return;
        instance = init(element, undefined, { renderer: 'svg' });
        resize.observe(element);
        setChart(instance);
      },
      () => {
        if (!isCancelled) setFailed(true);
      },
    );
    return () => {
      isCancelled = true;
      resize.disconnect();
      instance?.dispose();
      setChart(null);
    };
  }, []);

  useEffect(() => {
    const element = surface.current;
    if (!chart || !element) return;
    // The theme's variables are read after the commit that changed them (isDark, brandColour).
    void isDark;
    void brandColour;
    chart.setOption(option(readChartColours(element)), { notMerge: true });
  }, [chart, option, isDark, brandColour]);

  return (
    <div className={styles.root} style={{ height }} data-testid={testId}>
      <div ref={surface} className={styles.surface} role="img" aria-label={label} />
      {!chart && !failed && (
        <div className={styles.overlay}>
          <Spinner size="small" aria-label={t('charts.loading')} />
        </div>
      )}
      {failed && (
        <div className={styles.overlay}>
          <MessageBar intent="warning">
            <MessageBarBody>{t('charts.loadFailed')}</MessageBarBody>
          </MessageBar>
        </div>
      )}
    </div>
  );
}
