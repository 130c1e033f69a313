import { addBundles } from '../../i18n';
import { cronGuideTexts } from './texts/cronGuideTexts';
import { runTexts } from './texts/runTexts';
import { scriptTexts } from './texts/scriptTexts';
import { selectorGuideTexts } from './texts/selectorGuideTexts';
import { taskTexts } from './texts/taskTexts';

/**
 * Texts of the scheduled tasks, the task centre, the job log, the password-change scripts and the cron and selector
 * guides, read as t('tasks.<group>.<key>'): one bundle joined from the files of texts/. Group names are unique across
 * the files: a later file would silently replace a group of the same name. The server's messages (cronInvalid,
 * taskNameTaken …) come from msg.*.
 */
export const tasksTexts = {
  'zh-CN': {
    ...taskTexts.zh,
    ...runTexts.zh,
    ...cronGuideTexts.zh,
    ...scriptTexts.zh,
    ...selectorGuideTexts.zh,
  },
  en: { ...taskTexts.en, ...runTexts.en, ...cronGuideTexts.en, ...scriptTexts.en, ...selectorGuideTexts.en },
};

/** Field names for the shared schemas' messages that name a field (fieldRequired, fieldTooLong …). */
const fieldNames = {
  zh: {
    taskName: '任务名称',
    taskType: '任务类型',
    scriptId: '改密脚本',
    kind: '计划方式',
    cycle: '执行周期',
    time: '执行时间',
    weekDays: '每周执行日期',
    monthDays: '每月执行日期',
    cron: 'Cron 表达式',
    timeZone: '时区',
    missedRuns: '错过执行',
    concurrency: '并发数',
    description: '描述',
    accountIds: '账号',
    assetIds: '资产',
    tagIds: '标签',
    platformIds: '资产类型',
    deptIds: '部门',
    selector: '选择器表达式',
    taskId: '任务',
    runId: '执行记录',
    scriptName: '脚本名称',
    mode: '登录方式',
    privilegedAccount: '特权账号',
    command: '命令',
    input: '输入方式',
    steps: '交互步骤',
    expect: '期望内容',
    send: '发送内容',
    stdin: '标准输入内容',
    timeoutSeconds: '超时时间',
    accountId: '账号',
  },
  en: {
    taskName: 'Task name',
    taskType: 'Task type',
    scriptId: 'Password-change script',
    kind: 'Schedule by',
    cycle: 'Cycle',
    time: 'Time',
    weekDays: 'Days of the week',
    monthDays: 'Days of the month',
    cron: 'Cron expression',
    timeZone: 'Time zone',
    missedRuns: 'Missed runs',
    concurrency: 'Concurrency',
    description: 'Description',
    accountIds: 'Accounts',
    assetIds: 'Assets',
    tagIds: 'Tags',
    platformIds: 'Asset types',
    deptIds: 'Departments',
    selector: 'Selector expression',
    taskId: 'Task',
    runId: 'Run',
    scriptName: 'Script name',
    mode: 'Signs in as',
    privilegedAccount: 'Privileged account',
    command: 'Command',
    input: 'Input',
    steps: 'Dialogue steps',
    expect: 'Expected text',
    send: 'Answer',
    stdin: 'Standard input',
    timeoutSeconds: 'Timeout',
    accountId: 'Account',
  },
};

let added = false;

/** Joins these texts to i18n once; every page of the feature calls it before rendering. */
export function ensureTaskTexts(): void {
  if (added) return;
  added = true;
  addBundles({
    'zh-CN': { tasks: tasksTexts['zh-CN'], fields: fieldNames.zh },
    en: { tasks: tasksTexts.en, fields: fieldNames.en },
  });
}
