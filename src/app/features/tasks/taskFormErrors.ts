import type { FormErrors } from '../../data/formErrors';

const FIELDS = ['taskName', 'taskType', 'scriptId', 'missedRuns', 'concurrency', 'enabled', 'description'] as const;
const SCHEDULE_FIELDS = ['kind', 'cycle', 'time', 'weekDays', 'monthDays', 'cron', 'timeZone'] as const;
const TARGET_ID_LISTS = ['accountIds', 'assetIds', 'tagIds', 'platformIds', 'deptIds'];

export type FormField = (typeof FIELDS)[number];
export type ScheduleField = (typeof SCHEDULE_FIELDS)[number];

/** Where a failure goes: the shared schema names paths (schedule.cron, targets.assetIds.0), the server a field. */
export interface PlacedErrors {
  field: Partial<Record<FormField, string>>;
  schedule: Partial<Record<ScheduleField, string>>;
  targets?: string;
  selector?: string;
  /** Anything no field shows, so that no refusal goes unseen. */
  banner?: string;
}

const isTargetKey = (key: string) =>
  key === 'targets' || key.startsWith('targets.') || TARGET_ID_LISTS.some((list) => key.split('.')[0] === list);

/** The task form's messages placed under their fields, the first one per field. */
export function placeErrors(errors: FormErrors): PlacedErrors {
  const placed: PlacedErrors = { field: {}, schedule: {} };
  const unplaced: string[] = [];
  for (const [key, message] of Object.entries(errors)) {
    const [head = '', second = ''] = key.split('.');
    if ((FIELDS as readonly string[]).includes(head)) placed.field[head as FormField] ??= message;
    else if (head === 'schedule' && (SCHEDULE_FIELDS as readonly string[]).includes(second))
      placed.schedule[second as ScheduleField] ??= message;
    else if ((SCHEDULE_FIELDS as readonly string[]).includes(head)) placed.schedule[head as ScheduleField] ??= message;
    else if (key === 'selector' || key === 'targets.selector') placed.selector ??= message;
    else if (isTargetKey(key)) placed.targets ??= message;
    else unplaced.push(message);
  }
  if (unplaced.length > 0) placed.banner = unplaced.join(' ');
  return placed;
}
