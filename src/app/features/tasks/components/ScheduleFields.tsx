import { Field, Input, Link, makeStyles, Radio, RadioGroup, tokens } from '@fluentui/react-components';
import { useTranslation } from 'react-i18next';
import { TaskCycle } from '../../../../shared/rules/taskRules';
import { enumOptions } from '../../../components/page';
import { CRON_GUIDE_PATH } from '../paths';
import { WEEK_DAYS_MONDAY_FIRST } from '../scheduleText';
import type { TaskFormValues } from '../taskForm';
import { DayChecklist } from './DayChecklist';
import { TimeZoneCombobox } from './TimeZoneCombobox';

const useStyles = makeStyles({
  row: { display: 'grid', gridTemplateColumns: 'repeat(auto-fit, minmax(240px, 1fr))', gap: tokens.spacingHorizontalM },
  cron: { fontFamily: tokens.fontFamilyMonospace },
  // Text, not type="time": the browser would show a 12-hour clock in some locales, and the schedule is HH:MM.
  time: { fontFamily: tokens.fontFamilyMonospace, maxWidth: '160px' },
});

const MONTH_DAYS = Array.from({ length: 31 }, (_, index) => index + 1);

type ScheduleValues = Pick<TaskFormValues, 'kind' | 'cycle' | 'time' | 'weekDays' | 'monthDays' | 'cron' | 'timeZone'>;

/** When a task fires: a cycle (daily, weekly, monthly at a time) or a cron expression, in a time zone. */
export function ScheduleFields({
  values,
  onChange,
  errorOf,
}: {
  values: ScheduleValues;
  onChange: (next: Partial<ScheduleValues>) => void;
  /** The message under a schedule field, whichever key (schedule.cron, cron) the check used. */
  errorOf: (field: keyof ScheduleValues) => string | undefined;
}) {
  const styles = useStyles();
  const { t, i18n } = useTranslation();
  return (
    <>
      <Field label={t('tasks.form.kind')}>
        <RadioGroup
          layout="horizontal"
          value={values.kind}
          onChange={(_, data) => onChange({ kind: data.value === 'cron' ? 'cron' : 'cycle' })}
        >
          <Radio value="cycle" label={t('tasks.form.kindCycle')} />
          <Radio value="cron" label={t('tasks.form.kindCron')} />
        </RadioGroup>
      </Field>
      {values.kind === 'cycle' ? (
        <>
          <div className={styles.row}>
            <Field label={t('tasks.form.cycle')} validationMessage={errorOf('cycle')}>
              <RadioGroup
                layout="horizontal"
                value={String(values.cycle)}
                onChange={(_, data) => onChange({ cycle: Number(data.value) })}
              >
                {enumOptions('task_cycle', i18n.language).map((option) => (
                  <Radio key={option.value} value={option.value} label={option.label} />
                ))}
              </RadioGroup>
            </Field>
            <Field
              label={t('tasks.form.time')}
              hint={t('tasks.form.timeHint')}
              required
              validationMessage={errorOf('time')}
            >
              <Input
                className={styles.time}
                value={values.time}
                placeholder="HH:MM"
                onChange={(_, data) => onChange({ time: data.value })}
              />
            </Field>
          </div>
          {values.cycle === TaskCycle.weekly && (
            <DayChecklist
              label={t('tasks.form.weekDays')}
              days={WEEK_DAYS_MONDAY_FIRST}
              labelOf={(day) => t(`tasks.schedule.weekday.${day}`)}
              chosen={values.weekDays}
              onChange={(weekDays) => onChange({ weekDays })}
              error={errorOf('weekDays')}
            />
          )}
          {values.cycle === TaskCycle.monthly && (
            <DayChecklist
              label={t('tasks.form.monthDays')}
              hint={t('tasks.form.monthDaysHint')}
              days={MONTH_DAYS}
              labelOf={String}
              chosen={values.monthDays}
              onChange={(monthDays) => onChange({ monthDays })}
              error={errorOf('monthDays')}
              isGrid
            />
          )}
        </>
      ) : (
        <Field
          label={t('tasks.form.cron')}
          required
          validationMessage={errorOf('cron')}
          hint={
            // A new tab: the guide must not cost the form what has been typed so far.
            <Link href={CRON_GUIDE_PATH} target="_blank" rel="noopener">
              {t('tasks.form.cronGuide')}
            </Link>
          }
        >
          <Input
            className={styles.cron}
            value={values.cron}
            placeholder={t('tasks.form.cronPlaceholder')}
            onChange={(_, data) => onChange({ cron: data.value })}
          />
        </Field>
      )}
      <TimeZoneCombobox
        value={values.timeZone}
        onChange={(timeZone) => onChange({ timeZone })}
        error={errorOf('timeZone')}
      />
    </>
  );
}
