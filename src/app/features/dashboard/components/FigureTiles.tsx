import { useTranslation } from 'react-i18next';
import type { DashboardOverview } from '../../../../shared/api/dashboard';
import { FigureTiles as Tiles } from '../../../components/FigureTiles';
import { formatWaited } from '../dashboardTables';

type Figure = 'liveSessions' | 'sessions' | 'commands' | 'blocked' | 'held' | 'signInFailures' | 'approvalsWaiting';

/** The figures of the moment and the period's totals, each a number with its name (data-testid figure-<name>). */
export function FigureTiles({ overview, now }: { overview: DashboardOverview; now: number }) {
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
  const waitingHint = oldest
    ? t('dashboard.figures.oldestWaiting', { age: formatWaited(now - new Date(oldest).getTime(), i18n.language) })
    : t('dashboard.figures.noneWaiting');
  return (
    <Tiles
      label={t('dashboard.figures.label')}
      testIdPrefix="figure"
      tiles={(Object.keys(values) as Figure[]).map((figure) => ({
        key: figure,
        label: t(`dashboard.figures.${figure}`),
        value: values[figure].toLocaleString(i18n.language),
        isBadNews: (figure === 'blocked' || figure === 'signInFailures') && values[figure] > 0,
        ...(figure === 'approvalsWaiting' ? { hint: waitingHint } : {}),
      }))}
    />
  );
}
