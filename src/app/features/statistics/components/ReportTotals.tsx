import { makeStyles, tokens } from '@fluentui/react-components';
import { useTranslation } from 'react-i18next';
import type { StatisticsReport } from '../../../../shared/api/statistics';
import { FigureTiles } from '../../../components/FigureTiles';
import { RouteLink } from '../../../components/page';
import { type InfoListFilter, type InfoListTab, infoListPath } from '../infoListLinks';

const FIGURES = ['sessions', 'commands', 'blocked', 'held', 'signInFailures'] as const;
type Figure = (typeof FIGURES)[number];

/** Where each total's rows are listed on /statis-info-list. */
const DETAILS: Record<Figure, { tab: InfoListTab; filter?: InfoListFilter }> = {
  sessions: { tab: 'sessions' },
  commands: { tab: 'commands' },
  blocked: { tab: 'commands', filter: { kind: 'action', key: 'blocked' } },
  held: { tab: 'commands', filter: { kind: 'held', key: 'true' } },
  signInFailures: { tab: 'signInFailures' },
};

const useStyles = makeStyles({
  links: {
    display: 'flex',
    flexWrap: 'wrap',
    gap: tokens.spacingHorizontalL,
    margin: 0,
    padding: 0,
    listStyleType: 'none',
  },
});

/** The period's totals as figures, and a link to the rows behind each. */
export function ReportTotals({ report }: { report: StatisticsReport }) {
  const styles = useStyles();
  const { t, i18n } = useTranslation();
  return (
    <>
      <FigureTiles
        label={t('statistics.figures.label')}
        testIdPrefix="report-total"
        tiles={FIGURES.map((figure) => ({
          key: figure,
          label: t(`statistics.figures.${figure}`),
          value: report.totals[figure].toLocaleString(i18n.language),
          isBadNews: (figure === 'blocked' || figure === 'signInFailures') && report.totals[figure] > 0,
        }))}
      />
      <nav aria-label={t('statistics.details.label')} data-print="hide">
        <ul className={styles.links}>
          {FIGURES.map((figure) => (
            <li key={figure}>
              <RouteLink to={infoListPath(DETAILS[figure].tab, report.from, report.to, DETAILS[figure].filter)}>
                {t(`statistics.details.${figure}`)}
              </RouteLink>
            </li>
          ))}
        </ul>
      </nav>
    </>
  );
}
