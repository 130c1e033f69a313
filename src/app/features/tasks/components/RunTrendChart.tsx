import { makeStyles, mergeClasses, Text, tokens } from '@fluentui/react-components';
import type { MouseEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import type { TaskRun } from '../../../../shared/api/tasks';
import { formatDateTime } from '../../../components/formatDateTime';
import { enumLabel } from '../../../components/page';
import { runDetailPath } from '../paths';
import { useRunTrend } from '../queries';
import { CHECK_VALUES } from '../runFacts';
import { hasTrend, showsTrend, TREND_OUTCOMES, type TrendColumn, type TrendOutcome, trendColumns } from '../runTrend';
import { useToneStyles } from './ResultBar';
import { CHECK_TONES } from './RunResultChart';

const useStyles = makeStyles({
  root: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalXS, maxWidth: '720px', margin: 0 },
  plot: {
    display: 'flex',
    alignItems: 'stretch',
    gap: '3px',
    height: '96px',
    margin: 0,
    padding: `0 0 ${tokens.spacingVerticalXXS}`,
    listStyleType: 'none',
    borderBottom: `${tokens.strokeWidthThin} solid ${tokens.colorNeutralStroke1}`,
  },
  slot: { display: 'flex' },
  column: {
    display: 'flex',
    flexDirection: 'column-reverse',
    width: '8px',
    borderRadius: tokens.borderRadiusSmall,
    overflow: 'hidden',
    backgroundColor: tokens.colorNeutralBackground3,
    ':hover': { backgroundColor: tokens.colorNeutralBackground3Hover },
    ':focus-visible': { outline: `${tokens.strokeWidthThick} solid ${tokens.colorStrokeFocus2}`, outlineOffset: '1px' },
  },
  current: {
    backgroundColor: tokens.colorNeutralBackground5,
    boxShadow: `inset 0 -3px 0 ${tokens.colorBrandForeground1}`,
  },
  legend: { display: 'flex', gap: tokens.spacingHorizontalL, flexWrap: 'wrap', margin: 0, padding: 0 },
  item: { display: 'inline-flex', alignItems: 'center', gap: tokens.spacingHorizontalXS, listStyleType: 'none' },
  swatch: { width: '10px', height: '10px', borderRadius: tokens.borderRadiusSmall },
  currentSwatch: { width: '10px', height: '3px', backgroundColor: tokens.colorBrandForeground1 },
});

/**
 * An inspection task's password checks over its last ended runs: one thin stacked column per run, oldest left, each a
 * link to that run's detail whose name says the date and the counts (the text alternative); the run shown is marked.
 * Drawn only once the task has two ended runs.
 */
export function RunTrendChart({ run }: { run: TaskRun }) {
  const styles = useStyles();
  const tones = useToneStyles();
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  const trend = useRunTrend(run.taskId, hasTrend(run));
  if (!trend.data || !showsTrend(run, trend.data)) return null;
  const columns = trendColumns(trend.data, run.runId);
  const label = (outcome: TrendOutcome) => enumLabel('password_check', CHECK_VALUES[outcome], i18n.language);
  const columnName = (column: TrendColumn) => {
    const parts = column.parts
      .filter((part) => part.count > 0)
      .map((part) => t('tasks.runDetail.chartPart', { label: label(part.outcome), count: part.count }));
    const name = t('tasks.runDetail.trendRun', {
      time: formatDateTime(column.time),
      parts: parts.length > 0 ? parts.join(', ') : t('tasks.runDetail.noCheck'),
    });
    return column.current ? t('tasks.runDetail.trendCurrent', { label: name }) : name;
  };
  const open = (event: MouseEvent, runId: number) => {
    if (event.ctrlKey || event.metaKey || event.shiftKey || event.button !== 0) return;
    event.preventDefault();
    navigate(runDetailPath(runId));
  };
  const title = t('tasks.runDetail.trendTitle');

  return (
    <figure className={styles.root} data-testid="run-trend-chart">
      <figcaption>
        <Text weight="semibold">{title}</Text>
      </figcaption>
      <ol className={styles.plot} aria-label={t('tasks.runDetail.trendRuns', { count: columns.length })}>
        {columns.map((column) => {
          const name = columnName(column);
          return (
            <li key={column.runId} className={styles.slot}>
              <a
                href={runDetailPath(column.runId)}
                onClick={(event) => open(event, column.runId)}
                className={mergeClasses(styles.column, column.current && styles.current)}
                aria-label={name}
                aria-current={column.current ? 'page' : undefined}
                title={name}
              >
                {column.parts.map((part) =>
                  part.count > 0 ? (
                    <span
                      key={part.outcome}
                      className={tones[CHECK_TONES[part.outcome]]}
                      style={{ height: `${part.share * 100}%` }}
                    />
                  ) : null,
                )}
              </a>
            </li>
          );
        })}
      </ol>
      <ul className={styles.legend}>
        {TREND_OUTCOMES.map((outcome) => (
          <li key={outcome} className={styles.item}>
            <span className={mergeClasses(styles.swatch, tones[CHECK_TONES[outcome]])} aria-hidden />
            <Text size={200}>{label(outcome)}</Text>
          </li>
        ))}
        <li className={styles.item}>
          <span className={styles.currentSwatch} aria-hidden />
          <Text size={200}>{t('tasks.runDetail.trendCurrentLegend')}</Text>
        </li>
      </ul>
    </figure>
  );
}
