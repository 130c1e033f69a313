import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { BackupRestoreBody, BackupSettings, BackupSettingsEdit } from '../../../shared/api/backupSettings';
import type { EditSystemTaskBody, SystemTask } from '../../../shared/api/systemTasks';
import * as api from './api';

export const backupKeys = {
  all: () => ['backup'] as const,
  settings: () => [...backupKeys.all(), 'settings'] as const,
  archives: () => [...backupKeys.all(), 'archives'] as const,
  depts: () => [...backupKeys.all(), 'depts'] as const,
  systemTasks: () => [...backupKeys.all(), 'systemTasks'] as const,
};

export const backupSettingsQuery = () =>
  queryOptions({ queryKey: backupKeys.settings(), queryFn: ({ signal }) => api.fetchBackupSettings(signal) });
export const useBackupSettings = () => useQuery(backupSettingsQuery());

export function useSaveBackupSettings() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: BackupSettingsEdit) => api.saveBackupSettings(body),
    onSuccess: (saved) => {
      client.setQueryData(backupKeys.settings(), saved);
      // Another server or directory lists other archives.
      void client.invalidateQueries({ queryKey: backupKeys.archives() });
    },
  });
}

/** A test's first contact with the saved server pinned its key: the stored settings now hold it. */
export function useNoteLearnedHostKey() {
  const client = useQueryClient();
  return (hostKey: BackupSettings['hostKey']) =>
    client.setQueryData<BackupSettings>(backupKeys.settings(), (stored) => (stored ? { ...stored, hostKey } : stored));
}

/**
 * The archives on the backup server: each read connects to it over SFTP, so it is read when the page opens or asks,
 * not again on every mount, and a refusal (not set up, unreachable) is shown rather than tried again.
 */
export const useBackupArchives = (enabled: boolean) =>
  useQuery({
    queryKey: backupKeys.archives(),
    queryFn: ({ signal }) => api.fetchBackupArchives(signal),
    enabled,
    retry: false,
    staleTime: 60_000,
  });

export const useRestoreDepts = (enabled: boolean) =>
  useQuery({
    queryKey: backupKeys.depts(),
    queryFn: ({ signal }) => api.fetchRestoreDepts(signal),
    enabled,
    retry: false,
  });

export function useRestoreBackup() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: BackupRestoreBody) => api.restoreArchive(body),
    // A restore adds assets, accounts and password records across the console: whatever is cached of them is stale.
    onSuccess: () => void client.invalidateQueries(),
  });
}

/** The system tasks (log cleanup, recording retention, database backup) with their next and last runs. */
export const useSystemTasks = (enabled: boolean) =>
  useQuery({
    queryKey: backupKeys.systemTasks(),
    queryFn: ({ signal }) => api.fetchSystemTasks(signal),
    enabled,
  });

export function useSaveSystemTask() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: EditSystemTaskBody) => api.saveSystemTask(body),
    onSuccess: (saved) =>
      client.setQueryData<SystemTask[]>(backupKeys.systemTasks(), (tasks) =>
        tasks?.map((task) => (task.taskId === saved.taskId ? saved : task)),
      ),
  });
}

/** Runs a system task now; its row shows the run as running until the hub says it ended. */
export function useRunSystemTask() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (task: Pick<SystemTask, 'taskId' | 'job'>) => api.runSystemTask(task),
    onSuccess: () => void client.invalidateQueries({ queryKey: backupKeys.systemTasks() }),
  });
}
