import {
  editBackupSettings,
  getBackupSettings,
  listBackupArchives,
  restoreBackup,
  testBackupSftp,
} from '../../../shared/api/backupSettings';
import { defineHandler, type RouteHandler, sessionOf } from '../../http/handler';
import { restoreBackup as restore } from './restore';
import * as settings from './settingsService';

/** Account backup: its settings, the SFTP test (spec §7 POST /setting/sftp/test), the archives and restore. */
export const backupHandlers: RouteHandler[] = [
  defineHandler(getBackupSettings, async ({ deps }) => settings.readBackupSettings(deps)),
  defineHandler(editBackupSettings, async ({ deps, body }) => settings.editBackupSettings(deps, body), 'settingsSaved'),
  defineHandler(testBackupSftp, async ({ deps, body }) => settings.testBackupSftp(deps, body), 'backupSftpTestOk'),
  defineHandler(listBackupArchives, async ({ deps }) => settings.listBackupArchives(deps)),
  defineHandler(restoreBackup, async (ctx) => restore(ctx.deps, sessionOf(ctx), ctx.body), 'backupRestored'),
];
