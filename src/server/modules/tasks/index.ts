export { type BackgroundJob, type BackgroundRun, startBackgroundRun } from './backgroundRuns';
export { DEFAULT_TASK_SWEEP_MS, scheduleTaskSweeps, sweepTasks } from './scheduler';
export { TaskRunner } from './taskRunner';
