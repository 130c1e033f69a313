import {
  editLdapSettings,
  getLdapSettings,
  getLdapSyncRun,
  previewLdapUsers,
  startLdapSync,
  testLdapConnection,
} from '../../../shared/api/ldap';
import { defineHandler, type RouteHandler, sessionOf } from '../../http/handler';
import { listDirectoryUsers } from './preview';
import * as settings from './settingsService';
import * as sync from './sync';
import { readLdapSyncRun } from './syncRun';

/** The LDAP user source: directory settings, connection test, preview and import / sync. */
export const ldapHandlers: RouteHandler[] = [
  defineHandler(getLdapSettings, async ({ deps }) => settings.readLdapSettings(deps)),
  defineHandler(editLdapSettings, async ({ deps, body }) => settings.editLdapSettings(deps, body), 'settingsSaved'),
  defineHandler(
    testLdapConnection,
    async ({ deps, body }) => settings.testLdapConnection(deps, body),
    'ldapConnectionOk',
  ),
  defineHandler(previewLdapUsers, async ({ deps }) => listDirectoryUsers(deps)),
  defineHandler(
    startLdapSync,
    async (ctx) => sync.startLdapSync(ctx.deps, sessionOf(ctx).userName, ctx.body),
    'ldapSyncStarted',
  ),
  defineHandler(getLdapSyncRun, async ({ deps, query }) => readLdapSyncRun(deps, query.runId)),
];
