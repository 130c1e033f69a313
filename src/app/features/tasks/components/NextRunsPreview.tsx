import { makeStyles, Spinner, Text, tokens } from '@fluentui/react-components';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { NEXT_RUNS_SHOWN, type TaskScheduleInput, TaskScheduleSchema } from '../../../../shared/api/tasks';
import { checkWith, serverErrors } from '../../../data/formErrors';
import { useSchedulePreview } from '../queries';
import { useDebouncedText } from '../useDebouncedText';
import { wallClockIn } from '../zoneTime';

const PREVIEW_DELAY_MS = 400;

const useStyles = makeStyles({
  root: {
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalXS,
    padding: tokens.spacingHorizontalM,
    borderRadius: tokens.borderRadiusMedium,
    backgroundColor: tokens.colorNeutralBackground2,
  },
  list: { margin: 0, paddingInlineStart: tokens.spacingHorizontalXL },
  time: { fontFamily: tokens.fontFamilyMonospace },
  error: { color: tokens.colorPaletteRedForeground1 },
});

/** An unfinished schedule is not sent: a cron kind without an expression yet. */
const isAskable = (schedule: TaskScheduleInput) => schedule.kind !== 'cron' || (schedule.cron ?? '').trim() !== '';

/**
 * The next firings of the schedule being typed, before it is saved: asked of the server a moment after the typing
 * stops, shown on the wall clock of the chosen zone. A schedule the shared schema refuses (the same check the server
 * runs, croner included) is not sent: its message shows at once; the server's own refusal shows otherwise.
 */
export function NextRunsPreview({ schedule }: { schedule: TaskScheduleInput }) {
  const styles = useStyles();
  const { t } = useTranslation();
  const settled = useDebouncedText(JSON.stringify(schedule), PREVIEW_DELAY_MS);
  const asked = JSON.parse(settled) as TaskScheduleInput;
  const checked = checkWith(TaskScheduleSchema, asked);
  const preview = useSchedulePreview(isAskable(asked) && checked.ok ? asked : null);
  const zone = asked.timeZone;
  const refusal = !isAskable(asked)
    ? undefined
    : !checked.ok
      ? Object.values(checked.errors)[0]
      : preview.isError
        ? Object.values(serverErrors(preview.error))[0]
        : undefined;
  const runs = preview.isError ? [] : (preview.data?.nextRuns ?? []);

  let body: ReactNode = null;
  if (refusal)
    body = (
      <Text className={styles.error} role="alert">
        {refusal}
      </Text>
    );
  else if (!isAskable(asked)) body = null;
  else if (preview.isFetching && !preview.data) body = <Spinner size="tiny" label={t('tasks.form.nextRunsLoading')} />;
  else if (runs.length === 0) body = preview.isSuccess && <Text>{t('tasks.form.nextRunsNone')}</Text>;
  else
    body = (
      <ol className={styles.list} data-testid="next-runs">
        {runs.map((iso) => {
          const wall = wallClockIn(iso, zone);
          return (
            <li key={iso}>
              <Text className={styles.time}>{wall ? wall.text : iso}</Text>{' '}
              {wall && <Text>{t(`tasks.schedule.weekday.${wall.weekday}`)}</Text>}
            </li>
          );
        })}
      </ol>
    );

  return (
    <section
      className={styles.root}
      aria-label={t('tasks.form.nextRuns', { count: NEXT_RUNS_SHOWN, zone })}
      aria-live="polite"
    >
      <Text weight="semibold">{t('tasks.form.nextRuns', { count: NEXT_RUNS_SHOWN, zone })}</Text>
      {body}
    </section>
  );
}
