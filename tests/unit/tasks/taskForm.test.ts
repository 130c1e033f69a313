import { describe, expect, it } from 'vitest';
import {
  emptyTaskForm,
  formFromTask,
  hasTargets,
  NO_TARGETS,
  type TaskFormValues,
  toScheduleInput,
  toTaskBody,
} from '../../../src/app/features/tasks/taskForm';
import { placeErrors } from '../../../src/app/features/tasks/taskFormErrors';
import { AddTaskBodySchema, type Task, TaskScheduleSchema, UpdateTaskBodySchema } from '../../../src/shared/api/tasks';
import { TaskType } from '../../../src/shared/rules/taskRules';

const filled = (patch: Partial<TaskFormValues> = {}): TaskFormValues => ({
  ...emptyTaskForm('Asia/Shanghai'),
  taskName: '  nightly inspection ',
  targets: { ...NO_TARGETS, assets: [{ id: 7, name: 'web-01' }], tags: [{ id: 3, name: 'prod' }] },
  ...patch,
});

const savedTask: Task = {
  taskId: 9,
  taskName: 'weekly check',
  taskType: TaskType.inspection,
  schedule: {
    kind: 'cycle',
    cycle: 1,
    time: '03:30',
    weekDays: [1, 5],
    monthDays: [],
    cron: '',
    timeZone: 'Europe/Berlin',
  },
  cronExpression: '30 3 * * 1,5',
  targets: { accountIds: [4], assetIds: [], tagIds: [], platformIds: [2], deptIds: [], selector: 'check != "correct"' },
  targetNames: {
    accounts: [{ id: 4, name: 'root@db-01' }],
    assets: [],
    tags: [],
    platforms: [{ id: 2, name: 'Linux' }],
    depts: [],
  },
  enabled: false,
  missedRuns: 'skip',
  concurrency: 6,
  description: 'db hosts',
  scriptId: null,
  scriptName: '',
  nextRunTime: null,
  lastRunId: null,
  lastRunStatus: null,
  lastRunTime: null,
  ownerName: 'ops',
  createBy: 'ops',
  createTime: '2026-01-01T00:00:00.000Z',
  updateTime: '2026-01-01T00:00:00.000Z',
};

describe('the task form (issue 15)', () => {
  it('starts as an inspection task, daily at 02:00 in the given zone, enabled, 4 at once, run once when missed', () => {
    const values = emptyTaskForm('America/New_York');
    expect(values).toMatchObject({
      taskType: TaskType.inspection,
      kind: 'cycle',
      cycle: 0,
      time: '02:00',
      timeZone: 'America/New_York',
      enabled: true,
      concurrency: '4',
      missedRuns: 'runOnce',
    });
    expect(hasTargets(values)).toBe(false);
    expect(hasTargets({ ...values, selector: ' kind = "key" ' })).toBe(true);
  });

  it('maps the form to the body the shared schema accepts: trimmed, ids of every chosen target', () => {
    const body = toTaskBody(filled({ description: ' hosts ', concurrency: ' 8 ' }));
    expect(body).toEqual({
      taskName: 'nightly inspection',
      taskType: TaskType.inspection,
      scriptId: null,
      schedule: { kind: 'cycle', cycle: 0, time: '02:00', weekDays: [], monthDays: [], timeZone: 'Asia/Shanghai' },
      targets: { accountIds: [], assetIds: [7], tagIds: [3], platformIds: [], deptIds: [], selector: '' },
      enabled: true,
      missedRuns: 'runOnce',
      concurrency: 8,
      description: 'hosts',
    });
    expect(AddTaskBodySchema.safeParse(body).success).toBe(true);
  });

  it('sends only the fields of the chosen schedule: a weekly cycle its week days, a cron its expression', () => {
    const weekly = filled({ cycle: 1, weekDays: [1, 3], monthDays: [15] });
    expect(toScheduleInput(weekly)).toEqual({
      kind: 'cycle',
      cycle: 1,
      time: '02:00',
      weekDays: [1, 3],
      monthDays: [],
      timeZone: 'Asia/Shanghai',
    });
    const cron = filled({ kind: 'cron', cron: ' 0 23 L * * ', weekDays: [1] });
    expect(toScheduleInput(cron)).toEqual({ kind: 'cron', cron: '0 23 L * *', timeZone: 'Asia/Shanghai' });
    expect(TaskScheduleSchema.safeParse(toScheduleInput(cron)).success).toBe(true);
  });

  it('sends the script of a password-change task only, and the schema asks for one', () => {
    expect(toTaskBody(filled({ scriptId: 5 })).scriptId).toBeNull();
    const change = toTaskBody(filled({ taskType: TaskType.passwordChange, scriptId: 5 }));
    expect(change.scriptId).toBe(5);
    const missing = AddTaskBodySchema.safeParse(toTaskBody(filled({ taskType: TaskType.passwordChange })));
    expect(missing.error?.issues.map((issue) => [issue.path.join('.'), issue.message])).toEqual([
      ['scriptId', 'taskScriptRequired'],
    ]);
  });

  it('lets the shared schema refuse what is wrong, with its own messages', () => {
    const concurrency = AddTaskBodySchema.safeParse(toTaskBody(filled({ concurrency: 'many' })));
    expect(concurrency.success).toBe(false);
    expect(concurrency.error?.issues[0]?.path).toEqual(['concurrency']);
    const weekly = AddTaskBodySchema.safeParse(toTaskBody(filled({ cycle: 1, weekDays: [] })));
    expect(weekly.error?.issues.map((issue) => [issue.path.join('.'), issue.message])).toEqual([
      ['schedule.weekDays', 'taskWeekDaysRequired'],
    ]);
    const tooOften = AddTaskBodySchema.safeParse(toTaskBody(filled({ kind: 'cron', cron: '*/30 * * * * *' })));
    expect(tooOften.error?.issues.map((issue) => issue.message)).toEqual(['cronTooOften']);
  });

  it('reads a saved task back into the form and sends the same task again', () => {
    const values = formFromTask(savedTask);
    expect(values.targets.accounts).toEqual([{ id: 4, name: 'root@db-01' }]);
    expect(values.selector).toBe('check != "correct"');
    expect(values.concurrency).toBe('6');
    const body = toTaskBody(values);
    expect(UpdateTaskBodySchema.parse({ ...body, taskId: savedTask.taskId })).toMatchObject({
      taskId: 9,
      taskName: savedTask.taskName,
      schedule: { ...savedTask.schedule },
      targets: savedTask.targets,
      enabled: false,
      missedRuns: 'skip',
      concurrency: 6,
      description: 'db hosts',
    });
  });
});

describe('placeErrors', () => {
  it('puts the schema paths and the server fields under their fields, the rest in the banner', () => {
    const placed = placeErrors({
      taskName: '任务名称已存在',
      'schedule.cron': 'Cron 表达式无效',
      timeZone: '时区无效',
      'targets.assetIds.0': '资产无效',
      accountIds: '所选账号不存在或您无权管理',
      'targets.selector': '选择器第 8 个字符处有误',
      '': '服务器繁忙',
      somethingElse: '其他',
    });
    expect(placed.field).toEqual({ taskName: '任务名称已存在' });
    expect(placed.schedule).toEqual({ cron: 'Cron 表达式无效', timeZone: '时区无效' });
    expect(placed.targets).toBe('资产无效');
    expect(placed.selector).toBe('选择器第 8 个字符处有误');
    expect(placed.banner).toBe('服务器繁忙 其他');
  });

  it('has no banner when every message has a field', () => {
    expect(placeErrors({ concurrency: 'x' }).banner).toBeUndefined();
  });
});
