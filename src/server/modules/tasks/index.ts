export { type BackgroundJob, type BackgroundRun, startBackgroundRun } from './backgroundRuns';
export { DEFAULT_TASK_SWEEP_MS, scheduleTaskSweeps, sweepTasks } from './scheduler';
// Label governance (modules/labels) reads tasks' targets and the tag comparisons of their selectors.
export { parseSelector, type SelectorNode } from './selector/parseSelector';
export { targetsOf } from './taskRows';
export { TaskRunner } from './taskRunner';
