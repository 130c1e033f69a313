import { lazy } from 'react';
import { asPage, type PageComponent } from '../../components/page/asPage';

/**
 * Account backup (task type 2; docs/tasks.md "Backup (type 2)"): /setup-manage-task as a page-registry entry keyed
 * by the server menu's component name (src/server/db/seed/menu.ts), and the settings tab of /setup.
 */
export const backupPages: Readonly<Record<string, PageComponent>> = {
  SetupManageTask: asPage(() => import('./BackupArchivesPage'), 'BackupArchivesPage'),
};

/** 账号备份 tab of /setup (lazy: this index is on the router's import graph, which /login pays for). */
export const BackupSettingsTab = lazy(() =>
  import('./BackupSettingsTab').then((module) => ({ default: module.BackupSettingsTab })),
);

/** 日志与保留 tab of /setup: the system tasks (log cleanup and its immediate run, recording retention, database backup). */
export const SystemTasksTab = lazy(() =>
  import('./components/SystemTasksSection').then((module) => ({ default: module.SystemTasksSection })),
);
