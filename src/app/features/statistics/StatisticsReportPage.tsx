import {
  Button,
  MessageBar,
  MessageBarBody,
  makeStaticStyles,
  makeStyles,
  Spinner,
  Text,
  tokens,
} from '@fluentui/react-components';
import { ArrowDownloadRegular, PrintRegular } from '@fluentui/react-icons';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { formatDateTime } from '../../components/formatDateTime';
import { notify } from '../../notify';
import { saveReportWorkbook } from './api';
import { BreakdownSection } from './components/BreakdownSection';
import { ReportCharts } from './components/ReportCharts';
import { ReportFilters } from './components/ReportFilters';
import { ReportTotals } from './components/ReportTotals';
import { ensureStatisticsTexts } from './i18n';
import { useStatisticsReport } from './queries';
import { paramsOfSearch, paramsProblem, queryOfParams, type ReportParams, searchOfParams } from './reportParams';

ensureStatisticsTexts();

/**
 * Printed, the report is the page: the console's frame and the report's controls are left out, the charts and
 * tables kept whole across pages. What the browser's print dialog saves as PDF is this.
 */
const usePrintStyles = makeStaticStyles(`
  @media print {
    body * { visibility: hidden; }
    #statistics-report, #statistics-report * { visibility: visible; }
    #statistics-report { position: absolute; inset-inline-start: 0; inset-block-start: 0; width: 100%; }
    #statistics-report [data-print='hide'] { display: none; }
    #statistics-report [role='region'], #statistics-report table { break-inside: avoid; }
  }
`);

const useStyles = makeStyles({
  root: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalL },
  header: { display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: tokens.spacingHorizontalM },
  actions: { display: 'flex', gap: tokens.spacingHorizontalS, marginInlineStart: 'auto' },
  period: { color: tokens.colorNeutralForeground2 },
  grid: {
    display: 'grid',
    gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 460px), 1fr))',
    gap: tokens.spacingHorizontalL,
    alignItems: 'start',
  },
});

/**
 * /index (统计报表) [system:statistics:query]: the installation's activity over chosen UTC days, per day or hour,
 * with the breakdowns the reader picks; charts with table views, an XLSX export, and a print layout for PDF.
 * The address holds the question (?from=&to=&grain=&dimensions=), so a report can be bookmarked or sent.
 */
export function StatisticsReportPage() {
  usePrintStyles();
  const styles = useStyles();
  const { t } = useTranslation();
  const [search, setSearch] = useSearchParams();
  const [now] = useState(() => new Date());
  const params = useMemo(() => paramsOfSearch(search, now), [search, now]);
  const problem = paramsProblem(params);
  const query = problem ? null : queryOfParams(params);
  const report = useStatisticsReport(query);
  const [isExporting, setExporting] = useState(false);
  const submit = (next: ReportParams) => setSearch(searchOfParams(next), { replace: true });
  const exportWorkbook = async () => {
    if (!query) return;
    setExporting(true);
    try {
      await saveReportWorkbook(query);
      notify.success(t('statistics.export.saved'));
    } catch {
      // The call's own toast has said why.
    } finally {
      setExporting(false);
    }
  };
  const data = report.data;
  return (
    <section id="statistics-report" className={styles.root} aria-labelledby="statistics-title">
      <div className={styles.header}>
        <Text as="h1" id="statistics-title" size={500} weight="semibold">
          {t('statistics.title')}
        </Text>
        {data && (
          <Text className={styles.period} data-testid="report-period">
            {t('statistics.period', {
              from: data.from,
              to: data.to,
              grain: t(`statistics.filters.${data.grain}`),
            })}
            {' · '}
            {t('statistics.generatedAt', { time: formatDateTime(data.generatedAt) })}
          </Text>
        )}
        <div className={styles.actions} data-print="hide">
          <Button icon={<ArrowDownloadRegular />} disabled={!data || isExporting} onClick={() => void exportWorkbook()}>
            {t('statistics.export.xlsx')}
          </Button>
          <Button icon={<PrintRegular />} disabled={!data} onClick={() => window.print()}>
            {t('statistics.export.print')}
          </Button>
        </div>
      </div>
      <ReportFilters key={search.toString()} value={params} now={now} onSubmit={submit} />
      {problem && (
        <MessageBar intent="error">
          <MessageBarBody>{problem}</MessageBarBody>
        </MessageBar>
      )}
      {report.isError && (
        <MessageBar intent="error">
          <MessageBarBody>
            {t('statistics.loadFailed')}
            {report.error?.message ? `: ${report.error.message}` : ''}
          </MessageBarBody>
        </MessageBar>
      )}
      {query && report.isPending && <Spinner label={t('statistics.title')} />}
      {data && (
        <>
          <ReportTotals report={data} />
          <div className={styles.grid}>
            <ReportCharts report={data} />
            {data.breakdowns.map((breakdown) => (
              <BreakdownSection key={breakdown.dimension} breakdown={breakdown} report={data} />
            ))}
          </div>
        </>
      )}
    </section>
  );
}
