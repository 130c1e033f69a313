import { makeStyles, ProgressBar, Text, tokens } from '@fluentui/react-components';
import { useTranslation } from 'react-i18next';
import type { TaskRun } from '../../../../shared/api/tasks';
import { isRunning, progressOf } from '../runFacts';

const useStyles = makeStyles({
  root: { display: 'flex', alignItems: 'center', gap: tokens.spacingHorizontalS, minWidth: '140px' },
  bar: { flexGrow: 1 },
});

/** Done over total: a bar while the run goes on, the numbers alone once it ended. */
export function RunProgress({ run }: { run: Pick<TaskRun, 'status' | 'done' | 'total'> }) {
  const styles = useStyles();
  const { t } = useTranslation();
  const numbers = t('tasks.runs.progressOf', { done: run.done, total: run.total });
  if (!isRunning(run)) return <Text>{numbers}</Text>;
  return (
    <span className={styles.root}>
      <ProgressBar
        className={styles.bar}
        value={progressOf(run)}
        aria-label={t('tasks.runs.progressLabel', { done: run.done, total: run.total })}
      />
      <Text>{numbers}</Text>
    </span>
  );
}
