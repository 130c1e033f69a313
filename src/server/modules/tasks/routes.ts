import { cleanLogsNow, editSystemTask, listSystemTasks, runSystemTaskNow } from '../../../shared/api/systemTasks';
import {
  addTask,
  cancelRun,
  changeTaskStatus,
  getRun,
  getRunTrend,
  getTargetLookups,
  getTask,
  listJobLog,
  listRuns,
  listRunTargets,
  listTasks,
  NEXT_RUNS_SHOWN,
  previewSchedule,
  previewTargets,
  removeTasks,
  retryRun,
  runTaskNow,
  TARGET_PREVIEW_ROWS,
  updateTask,
} from '../../../shared/api/tasks';
import { cronOf, nextRunsOf, type TaskSchedule } from '../../../shared/rules/taskRules';
import { defineHandler, definePagedHandler, type RouteHandler, sessionOf } from '../../http/handler';
import { assetScopeOf } from '../assets';
import * as jobLog from './jobLog';
import * as runs from './runService';
import { scriptHandlers } from './scripts/routes';
import * as system from './system/systemTaskService';
import { targetLookups } from './targetLookups';
import * as tasks from './taskService';
import { assertSelectorReadable, previewTargetAccounts } from './taskTargets';

/** Scheduled tasks (/cycle-task-manage-*), the task centre (/task-center-*) and the job log (/monitor/job-log). */
export const taskHandlers: RouteHandler[] = [
  definePagedHandler(listTasks, async ({ deps, query }) => tasks.listTasks(deps, query)),
  defineHandler(getTask, async ({ deps, params }) => tasks.getTask(deps, params.id)),
  defineHandler(addTask, async (ctx) => tasks.addTask(ctx.deps, sessionOf(ctx), ctx.body)),
  defineHandler(updateTask, async (ctx) => tasks.updateTask(ctx.deps, sessionOf(ctx), ctx.body)),
  defineHandler(removeTasks, async (ctx) => ({
    removed: await tasks.removeTasks(ctx.deps, sessionOf(ctx), ctx.params.ids),
  })),
  defineHandler(changeTaskStatus, async (ctx) =>
    tasks.changeTaskStatus(ctx.deps, sessionOf(ctx), ctx.body.taskId, ctx.body.enabled),
  ),
  defineHandler(previewSchedule, async ({ deps, body }) => {
    const schedule = body.schedule as TaskSchedule;
    return {
      cronExpression: cronOf(schedule),
      nextRuns: nextRunsOf(schedule, deps.now(), NEXT_RUNS_SHOWN).map((run) => run.toISOString()),
    };
  }),
  defineHandler(previewTargets, async (ctx) => {
    assertSelectorReadable(ctx.body.targets.selector);
    return previewTargetAccounts(
      ctx.deps.db,
      await assetScopeOf(ctx.deps.db, sessionOf(ctx)),
      ctx.body.targets,
      TARGET_PREVIEW_ROWS,
    );
  }),
  defineHandler(getTargetLookups, async (ctx) =>
    targetLookups(ctx.deps.db, await assetScopeOf(ctx.deps.db, sessionOf(ctx))),
  ),
  defineHandler(runTaskNow, async (ctx) => ({
    runId: await runs.runTaskNow(ctx.deps, sessionOf(ctx), ctx.params.id),
  })),
  definePagedHandler(listRuns, async (ctx) => runs.listRuns(ctx.deps, sessionOf(ctx), ctx.query, ctx.lang)),
  definePagedHandler(listRunTargets, async ({ deps, query, lang }) => runs.listRunTargets(deps, query, lang)),
  defineHandler(getRun, async (ctx) => runs.getRun(ctx.deps, sessionOf(ctx), ctx.params.id, ctx.lang)),
  defineHandler(getRunTrend, async ({ deps, query }) => runs.runTrend(deps, query.taskId)),
  defineHandler(cancelRun, async (ctx) => runs.cancelRun(ctx.deps, sessionOf(ctx), ctx.params.id, ctx.lang)),
  defineHandler(retryRun, async (ctx) => ({
    runId: await runs.retryRun(ctx.deps, sessionOf(ctx), ctx.params.id),
  })),
  definePagedHandler(listJobLog, async ({ deps, query, lang }) => jobLog.listJobLog(deps, query, lang)),
  ...scriptHandlers,
  defineHandler(listSystemTasks, async ({ deps, lang }) => system.listSystemTasks(deps, lang)),
  defineHandler(editSystemTask, async ({ deps, body, lang }) => system.editSystemTask(deps, body, lang)),
  defineHandler(runSystemTaskNow, async (ctx) => ({
    runId: await system.runSystemTaskNow(ctx.deps, ctx.params.id, sessionOf(ctx).userName),
  })),
  defineHandler(cleanLogsNow, async (ctx) => ({
    runId: await system.runSystemTaskNow(
      ctx.deps,
      await system.systemTaskIdOf(ctx.deps, 'systemLogCleanup'),
      sessionOf(ctx).userName,
    ),
  })),
];
