import { expect } from 'vitest';
import type { AddTaskBody, Task, TaskRun } from '../../src/shared/api/tasks';
import { TaskExecution, TaskType } from '../../src/shared/rules/taskRules';
import { call } from './client';
import type { TestServer } from './harness';

/** The scheduled-task and task-centre calls of one signed-in user. */
export function taskApi(server: TestServer, token: string, lang: 'zh' | 'en' = 'zh') {
  const options = { token, lang };
  return {
    add: (body: AddTaskBody) => call(server.app, 'POST', '/task/cycle/add', { ...options, body }),
    async addOk(body: AddTaskBody): Promise<Task> {
      const result = await call(server.app, 'POST', '/task/cycle/add', { ...options, body });
      expect(result.body).toMatchObject({ code: 200 });
      return result.body.data as Task;
    },
    edit: (body: AddTaskBody & { taskId: number }) => call(server.app, 'PUT', '/task/cycle/edit', { ...options, body }),
    get: (taskId: number) => call(server.app, 'GET', `/task/cycle/${taskId}`, options),
    list: (query: Record<string, string> = {}) => call(server.app, 'GET', '/task/cycle/list', { ...options, query }),
    status: (taskId: number, enabled: boolean) =>
      call(server.app, 'PUT', '/task/cycle/changeStatus', { ...options, body: { taskId, enabled } }),
    remove: (ids: number[]) => call(server.app, 'POST', `/task/cycle/remove/${ids.join(',')}`, options),
    previewSchedule: (schedule: unknown) =>
      call(server.app, 'POST', '/task/cycle/previewSchedule', { ...options, body: { schedule } }),
    previewTargets: (targets: unknown) =>
      call(server.app, 'POST', '/task/cycle/previewTargets', { ...options, body: { targets } }),
    runNow: (taskId: number) => call(server.app, 'POST', `/task/cycle/run/${taskId}`, options),
    runs: (query: Record<string, string> = {}) => call(server.app, 'GET', '/task/center/list', { ...options, query }),
    run: (runId: number) => call(server.app, 'GET', `/task/center/${runId}`, options),
    targets: (runId: number, query: Record<string, string> = {}) =>
      call(server.app, 'GET', '/task/center/targets', { ...options, query: { runId: String(runId), ...query } }),
    cancel: (runId: number) => call(server.app, 'POST', `/task/center/cancel/${runId}`, options),
    retry: (runId: number) => call(server.app, 'POST', `/task/center/retry/${runId}`, options),
    jobLog: (query: Record<string, string> = {}) =>
      call(server.app, 'GET', '/monitor/jobLog/list', { ...options, query }),
    /** Waits for a run to leave "running" and answers it. */
    async ended(runId: number): Promise<TaskRun & { log: { text: string }[] }> {
      let run: TaskRun & { log: { text: string }[] } = { status: TaskExecution.running } as never;
      await expect
        .poll(
          async () => {
            run = (await call(server.app, 'GET', `/task/center/${runId}`, options)).body.data as typeof run;
            return run.status;
          },
          { timeout: 30_000, interval: 100 },
        )
        .not.toBe(TaskExecution.running);
      return run;
    },
  };
}

/** An inspection task body, daily at 02:00 UTC by default. */
export function inspectionTask(
  taskName: string,
  targets: Partial<AddTaskBody['targets']>,
  extra: Partial<AddTaskBody> = {},
) {
  return {
    taskName,
    taskType: TaskType.inspection,
    schedule: { kind: 'cycle' as const, cycle: 0, time: '02:00', timeZone: 'UTC' },
    targets: { accountIds: [], assetIds: [], tagIds: [], platformIds: [], deptIds: [], ...targets },
    ...extra,
  } satisfies AddTaskBody;
}
