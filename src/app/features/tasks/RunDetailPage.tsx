import { MessageBar, MessageBarBody, makeStyles, Subtitle2, Title3, tokens } from '@fluentui/react-components';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { LoadingSpinner } from '../../components/LoadingSpinner';
import { RouteLink } from '../../components/page';
import { RunLog } from './components/RunLog';
import { RunResultChart } from './components/RunResultChart';
import { RunSummary } from './components/RunSummary';
import { RunTargets } from './components/RunTargets';
import { RunTrendChart } from './components/RunTrendChart';
import { ensureTaskTexts } from './i18n';
import { idFromSearch, RUN_LIST_PATH } from './paths';
import { useRun } from './queries';
import { useLiveRuns } from './useLiveRuns';
import { useRunActions } from './useRunActions';

ensureTaskTexts();

const useStyles = makeStyles({
  root: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalL, padding: tokens.spacingHorizontalL },
  section: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS },
});

/**
 * /task-center-detail-list?runId= [system:taskcenter:query]: one run's summary, results chart (with an inspection
 * task's results over time), log and targets, kept current through the hub's socket while the run goes on
 * (useLiveRuns).
 */
export function RunDetailPage() {
  const styles = useStyles();
  const { t } = useTranslation();
  const [search] = useSearchParams();
  const runId = idFromSearch(search, 'runId');
  const run = useRun(runId);
  const { handleCancel, handleRetry } = useRunActions();
  useLiveRuns();
  const title = t('tasks.runDetail.title');

  return (
    <section className={styles.root} aria-label={title}>
      <Title3 as="h1">{title}</Title3>
      <RouteLink to={RUN_LIST_PATH}>{t('tasks.runDetail.back')}</RouteLink>
      {runId === null || run.isError ? (
        <MessageBar intent="error">
          <MessageBarBody>{t('tasks.runDetail.notFound')}</MessageBarBody>
        </MessageBar>
      ) : !run.data ? (
        <LoadingSpinner />
      ) : (
        <>
          <section className={styles.section} aria-label={t('tasks.runDetail.summary')}>
            <Subtitle2 as="h2">{t('tasks.runDetail.summary')}</Subtitle2>
            <RunSummary
              run={run.data}
              nowMs={run.dataUpdatedAt || Date.now()}
              onCancel={() => run.data && void handleCancel(run.data)}
              onRetry={() => run.data && void handleRetry(run.data)}
            />
            <RunResultChart run={run.data} />
            <RunTrendChart run={run.data} />
          </section>
          <RunLog lines={run.data.log} />
          <RunTargets runId={run.data.runId} />
        </>
      )}
    </section>
  );
}
