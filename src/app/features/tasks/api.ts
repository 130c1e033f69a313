import {
  type AddScriptBody,
  addScript,
  listScripts,
  removeScripts,
  type ScriptTestResult,
  testScript,
  type UpdateScriptBody,
  updateScript,
} from '../../../shared/api/changeScripts';
import type { QueryOf } from '../../../shared/api/endpoint';
import { listPolicyOptions, type PolicyOptions } from '../../../shared/api/policies';
import {
  type AddTaskBody,
  addTask,
  cancelRun,
  changeTaskStatus,
  getRun,
  getRunTrend,
  getTargetLookups,
  getTask,
  type ListRunsQuery,
  type ListTasksQuery,
  listJobLog,
  listRuns,
  listRunTargets,
  listTasks,
  previewSchedule,
  previewTargets,
  removeTasks,
  retryRun,
  runTaskNow,
  type TaskScheduleInput,
  type UpdateTaskBody,
  updateTask,
} from '../../../shared/api/tasks';
import { call, callPage } from '../../data/http';
import type { TargetsBody } from './taskForm';

/** The scheduled tasks' calls; the only file of the feature that touches the network. */

export type ListJobLogQuery = QueryOf<typeof listJobLog>;
export type ListRunTargetsQuery = QueryOf<typeof listRunTargets>;

export const fetchTasks = (query: ListTasksQuery, signal?: AbortSignal) => callPage(listTasks, { query, signal });
export const fetchTask = (taskId: number, signal?: AbortSignal) =>
  call(getTask, { params: { id: String(taskId) }, signal });
/** Form failures are shown on their fields by the form, so the data layer stays silent for them. */
export const createTask = (body: AddTaskBody) => call(addTask, { body, silent: true });
export const saveTask = (body: UpdateTaskBody) => call(updateTask, { body, silent: true });
export const deleteTask = (taskId: number) => call(removeTasks, { params: { ids: String(taskId) } });
export const switchTask = (taskId: number, enabled: boolean) => call(changeTaskStatus, { body: { taskId, enabled } });
export const runNow = (taskId: number) => call(runTaskNow, { params: { id: String(taskId) } });

/** Silent: the form shows a refused schedule under the preview instead of a toast per keystroke. */
export const fetchSchedulePreview = (schedule: TaskScheduleInput, signal?: AbortSignal) =>
  call(previewSchedule, { body: { schedule }, signal, silent: true });
export const fetchTargetPreview = (targets: TargetsBody, signal?: AbortSignal) =>
  call(previewTargets, { body: { targets }, signal, silent: true });

export const fetchRuns = (query: ListRunsQuery, signal?: AbortSignal) => callPage(listRuns, { query, signal });
export const fetchRun = (runId: number, signal?: AbortSignal) =>
  call(getRun, { params: { id: String(runId) }, signal });
export const fetchRunTargets = (query: ListRunTargetsQuery, signal?: AbortSignal) =>
  callPage(listRunTargets, { query, signal });
export const fetchRunTrend = (taskId: number, signal?: AbortSignal) =>
  call(getRunTrend, { query: { taskId: String(taskId) }, signal });
export const stopRun = (runId: number) => call(cancelRun, { params: { id: String(runId) } });
export const rerunFailed = (runId: number) => call(retryRun, { params: { id: String(runId) } });

export const fetchJobLog = (query: ListJobLogQuery, signal?: AbortSignal) => callPage(listJobLog, { query, signal });

/**
 * What the target pickers offer. Accounts and assets come from the policy centre's own option call (the form's
 * users hold its permission); tags, asset types and departments from the asset lists, which need
 * system:asset:query: without it those pickers stay empty (silent), and the task can still name accounts and assets.
 */
export const fetchTargetOptions = (keyword: string, signal?: AbortSignal): Promise<PolicyOptions> =>
  call(listPolicyOptions, { query: keyword ? { keyword } : {}, signal });
/** Tags, asset types and the departments the caller manages: the pickers need no asset rights of their own. */
export const fetchTargetLookups = (signal?: AbortSignal) => call(getTargetLookups, { signal });
/** Password-change scripts for the form's script picker (the list keeps at most a few dozen). */
export const fetchScriptOptions = (signal?: AbortSignal) =>
  callPage(listScripts, { query: { pageNum: 1, pageSize: 500 }, signal });

export type ListScriptsQuery = QueryOf<typeof listScripts>;

export const fetchScripts = (query: ListScriptsQuery, signal?: AbortSignal) => callPage(listScripts, { query, signal });
/** Silent like the task form's calls: the script dialog shows a refusal on its field or in its banner. */
export const createScript = (body: AddScriptBody) => call(addScript, { body, silent: true });
export const saveScript = (body: UpdateScriptBody) => call(updateScript, { body, silent: true });
export const deleteScript = (scriptId: number) => call(removeScripts, { params: { ids: String(scriptId) } });
/**
 * Silent: the test dialog shows a refusal beside the result. `timeoutMs` is the script's own worst case
 * (testRunTimeoutMs): the server goes on changing the password after the browser stops waiting.
 */
export const runScriptTest = (
  body: { scriptId: number; accountId: number },
  timeoutMs: number,
): Promise<ScriptTestResult> => call(testScript, { body, silent: true, timeoutMs });
