import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ChangeScript } from '../../../shared/api/changeScripts';
import type { ListRunsQuery, ListTasksQuery, TaskScheduleInput } from '../../../shared/api/tasks';
import * as api from './api';
import { testRunTimeoutMs } from './scriptTestRun';
import type { TargetsBody } from './taskForm';

export const taskKeys = {
  all: () => ['tasks'] as const,
  list: (query: ListTasksQuery) => [...taskKeys.all(), 'list', query] as const,
  detail: (taskId: number) => [...taskKeys.all(), 'detail', taskId] as const,
  schedulePreview: (schedule: TaskScheduleInput) => [...taskKeys.all(), 'schedule-preview', schedule] as const,
  targetPreview: (targets: TargetsBody) => [...taskKeys.all(), 'target-preview', targets] as const,
  options: (keyword: string) => [...taskKeys.all(), 'options', keyword] as const,
  lookups: (kind: 'targets' | 'scripts') => [...taskKeys.all(), 'lookup', kind] as const,
};

/** Password-change scripts (/densification-template-list). */
export const scriptKeys = {
  all: () => ['change-scripts'] as const,
  list: (query: api.ListScriptsQuery) => [...scriptKeys.all(), 'list', query] as const,
};

/** Runs, their targets and the job log: what a `task_runs` message from the server makes stale. */
export const runKeys = {
  all: () => ['task-runs'] as const,
  list: (query: ListRunsQuery) => [...runKeys.all(), 'list', query] as const,
  detail: (runId: number) => [...runKeys.all(), 'detail', runId] as const,
  targets: (query: api.ListRunTargetsQuery) => [...runKeys.all(), 'targets', query] as const,
  jobLog: (query: api.ListJobLogQuery) => [...runKeys.all(), 'job-log', query] as const,
  trend: (taskId: number) => [...runKeys.all(), 'trend', taskId] as const,
};

export const tasksQuery = (query: ListTasksQuery) =>
  queryOptions({
    queryKey: taskKeys.list(query),
    queryFn: ({ signal }) => api.fetchTasks(query, signal),
    placeholderData: keepPreviousData,
  });
export const useTasks = (query: ListTasksQuery) => useQuery(tasksQuery(query));

export const useTask = (taskId: number | null) =>
  useQuery({
    queryKey: taskKeys.detail(taskId ?? 0),
    queryFn: ({ signal }) => api.fetchTask(taskId ?? 0, signal),
    enabled: taskId !== null,
    retry: false,
  });

/** The next firings of a schedule being typed; `schedule` null while the form cannot ask yet. */
export const useSchedulePreview = (schedule: TaskScheduleInput | null) =>
  useQuery({
    queryKey: taskKeys.schedulePreview(schedule ?? ({} as TaskScheduleInput)),
    queryFn: ({ signal }) => api.fetchSchedulePreview(schedule as TaskScheduleInput, signal),
    enabled: schedule !== null,
    retry: false,
    placeholderData: keepPreviousData,
    staleTime: 30_000,
  });

export const useTargetPreview = (targets: TargetsBody, enabled: boolean) =>
  useQuery({
    queryKey: taskKeys.targetPreview(targets),
    queryFn: ({ signal }) => api.fetchTargetPreview(targets, signal),
    enabled,
    retry: false,
    placeholderData: keepPreviousData,
  });

export const useTargetOptions = (keyword: string) =>
  useQuery({
    queryKey: taskKeys.options(keyword),
    queryFn: ({ signal }) => api.fetchTargetOptions(keyword, signal),
    placeholderData: keepPreviousData,
  });

export const useTargetLookups = () =>
  useQuery({ queryKey: taskKeys.lookups('targets'), queryFn: ({ signal }) => api.fetchTargetLookups(signal) });

export const useScriptChoices = (enabled: boolean) =>
  useQuery({
    queryKey: taskKeys.lookups('scripts'),
    queryFn: ({ signal }) => api.fetchScriptOptions(signal),
    enabled,
  });

export const useScripts = (query: api.ListScriptsQuery) =>
  useQuery({
    queryKey: scriptKeys.list(query),
    queryFn: ({ signal }) => api.fetchScripts(query, signal),
    placeholderData: keepPreviousData,
  });

export const useRuns = (query: ListRunsQuery) =>
  useQuery({
    queryKey: runKeys.list(query),
    queryFn: ({ signal }) => api.fetchRuns(query, signal),
    placeholderData: keepPreviousData,
  });

export const useRun = (runId: number | null) =>
  useQuery({
    queryKey: runKeys.detail(runId ?? 0),
    queryFn: ({ signal }) => api.fetchRun(runId ?? 0, signal),
    enabled: runId !== null,
    retry: false,
  });

/** A task's last ended runs with their targets by password check; the detail's chart reads its run's point. */
export const useRunTrend = (taskId: number | null, enabled: boolean) =>
  useQuery({
    queryKey: runKeys.trend(taskId ?? 0),
    queryFn: ({ signal }) => api.fetchRunTrend(taskId ?? 0, signal),
    enabled: enabled && taskId !== null,
    retry: false,
  });

export const useRunTargets = (query: api.ListRunTargetsQuery) =>
  useQuery({
    queryKey: runKeys.targets(query),
    queryFn: ({ signal }) => api.fetchRunTargets(query, signal),
    placeholderData: keepPreviousData,
  });

export const useJobLog = (query: api.ListJobLogQuery) =>
  useQuery({
    queryKey: runKeys.jobLog(query),
    queryFn: ({ signal }) => api.fetchJobLog(query, signal),
    placeholderData: keepPreviousData,
  });

/** A change to a task or a run: tasks (their last run, next run) and runs are read again. */
export function useTasksMutation<A, R>(run: (arg: A) => Promise<R>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: run,
    onSettled: async () => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: taskKeys.all() }),
        queryClient.invalidateQueries({ queryKey: runKeys.all() }),
      ]);
    },
  });
}

/** A change to a script: the scripts are read again, and so are the tasks (the form's script picker, a task's script name). */
export function useScriptsMutation<A, R>(run: (arg: A) => Promise<R>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: run,
    onSettled: async () => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: scriptKeys.all() }),
        queryClient.invalidateQueries({ queryKey: taskKeys.all() }),
      ]);
    },
  });
}

/** A test run of a script on one account: a real change of its password, waited for as long as the script may take. */
export const useScriptTest = () =>
  useMutation({
    mutationFn: ({ script, accountId }: { script: ChangeScript; accountId: number }) =>
      api.runScriptTest({ scriptId: script.scriptId, accountId }, testRunTimeoutMs(script)),
  });
