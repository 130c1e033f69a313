import { useTranslation } from 'react-i18next';
import { ensureTaskTexts } from '../i18n';
import { describeSchedule, type ScheduleFacts } from '../scheduleText';
import { type ScheduleValues, toScheduleInput } from '../taskForm';
import { NextRunsPreview } from './NextRunsPreview';
import { ScheduleFields } from './ScheduleFields';

/**
 * The schedule pieces other features show (the system tasks of /setup-manage-task): loaded as one lazy chunk through
 * the feature's index, with the tasks' texts they read.
 */
ensureTaskTexts();

export interface ScheduleEditorProps {
  values: ScheduleValues;
  onChange: (next: Partial<ScheduleValues>) => void;
  /** The message under a schedule field, already in the reader's language. */
  errorOf: (field: keyof ScheduleValues) => string | undefined;
}

/** The schedule fields of the task form with the next firings of what is typed. */
export function ScheduleEditor({ values, onChange, errorOf }: ScheduleEditorProps) {
  return (
    <>
      <ScheduleFields values={values} onChange={onChange} errorOf={errorOf} />
      <NextRunsPreview schedule={toScheduleInput(values)} />
    </>
  );
}

/** A schedule in words with its time zone, as the task list shows it. */
export function ScheduleInWords({ schedule }: { schedule: ScheduleFacts }) {
  const { t } = useTranslation();
  return <>{describeSchedule(schedule, t)}</>;
}
