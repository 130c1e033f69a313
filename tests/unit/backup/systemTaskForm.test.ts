import { describe, expect, it } from 'vitest';
import {
  checkSystemTaskBody,
  formFromSystemTask,
  placeSystemTaskErrors,
  SETTING_OF_JOB,
  type SystemTaskFormValues,
  settingValue,
  toSystemTaskBody,
} from '../../../src/app/features/backup/systemTaskForm';
import { SYSTEM_JOBS, type SystemTask } from '../../../src/shared/api/systemTasks';
import { msgRef } from '../../../src/shared/rules/validation';

const backupTask: SystemTask = {
  taskId: 3,
  job: 'systemDatabaseBackup',
  taskName: '系统数据库备份',
  schedule: {
    kind: 'cycle',
    cycle: 0,
    time: '02:30',
    weekDays: [],
    monthDays: [],
    cron: '',
    timeZone: 'Asia/Shanghai',
  },
  cronExpression: '30 2 * * *',
  enabled: true,
  params: { keep: 7 },
  nextRunTime: '2026-03-22T18:30:00.000Z',
  lastRunId: null,
  lastRunStatus: null,
  lastRunTime: null,
  lastRunMessage: '',
};

const logTask: SystemTask = { ...backupTask, taskId: 1, job: 'systemLogCleanup', params: { retentionDays: 180 } };

const edited = (task: SystemTask, patch: Partial<SystemTaskFormValues>) => ({
  ...formFromSystemTask(task),
  ...patch,
});

describe('the system task dialog', () => {
  it('names one setting per job: days kept for the cleanups, copies kept for the database backup', () => {
    expect(SYSTEM_JOBS.map((job) => SETTING_OF_JOB[job])).toEqual(['retentionDays', 'retentionDays', 'keep']);
    expect(settingValue(backupTask)).toBe(7);
    expect(settingValue(logTask)).toBe(180);
  });

  it("opens on the task's saved schedule, switch and setting", () => {
    expect(formFromSystemTask(backupTask)).toEqual({
      kind: 'cycle',
      cycle: 0,
      time: '02:30',
      weekDays: [],
      monthDays: [],
      cron: '',
      timeZone: 'Asia/Shanghai',
      enabled: true,
      setting: '7',
    });
  });

  it("sends the schedule as the task form does and this job's setting only", () => {
    const body = toSystemTaskBody(logTask, edited(logTask, { cycle: 1, weekDays: [1, 5], setting: ' 90 ' }));
    expect(body).toEqual({
      taskId: 1,
      schedule: { kind: 'cycle', cycle: 1, time: '02:30', weekDays: [1, 5], monthDays: [], timeZone: 'Asia/Shanghai' },
      enabled: true,
      params: { retentionDays: 90 },
    });
    expect(checkSystemTaskBody(body)).toEqual({});
    const cron = toSystemTaskBody(
      backupTask,
      edited(backupTask, { kind: 'cron', cron: ' 0 4 * * * ', enabled: false }),
    );
    expect(cron).toEqual({
      taskId: 3,
      schedule: { kind: 'cron', cron: '0 4 * * *', timeZone: 'Asia/Shanghai' },
      enabled: false,
      params: { keep: 7 },
    });
    expect(checkSystemTaskBody(cron)).toEqual({});
  });

  it("refuses a setting outside the server's range or not a whole number, before sending", () => {
    const keepInvalid = msgRef('fieldInvalid', { field: 'keep' });
    for (const setting of ['0', '366', '', '2.5', 'seven']) {
      expect(checkSystemTaskBody(toSystemTaskBody(backupTask, edited(backupTask, { setting }))), setting).toEqual({
        'params.keep': keepInvalid,
      });
    }
    const daysInvalid = msgRef('fieldInvalid', { field: 'retentionDays' });
    expect(checkSystemTaskBody(toSystemTaskBody(logTask, edited(logTask, { setting: '6' })))).toEqual({
      'params.retentionDays': daysInvalid,
    });
    expect(checkSystemTaskBody(toSystemTaskBody(logTask, edited(logTask, { setting: '3650' })))).toEqual({});
    expect(checkSystemTaskBody(toSystemTaskBody(backupTask, edited(backupTask, { setting: '1' })))).toEqual({});
  });

  it('refuses an unfinished schedule under its field', () => {
    const errors = checkSystemTaskBody(toSystemTaskBody(backupTask, edited(backupTask, { kind: 'cron', cron: '' })));
    expect(placeSystemTaskErrors(errors).schedule.cron).toBe(msgRef('fieldRequired', { field: 'cron' }));
  });

  it("places the schema's paths and the server's fields under their fields, the rest above the buttons", () => {
    expect(
      placeSystemTaskErrors({
        'schedule.time': 'bad time',
        cron: 'bad cron',
        'params.keep': 'bad keep',
        retentionDays: 'second setting message',
        '': 'the server refused',
        taskId: 'no such task',
      }),
    ).toEqual({
      schedule: { time: 'bad time', cron: 'bad cron' },
      setting: 'bad keep',
      banner: 'the server refused no such task',
    });
    expect(placeSystemTaskErrors({})).toEqual({ schedule: {} });
  });
});
