import {
  type DirectoryUser,
  editLdapSettings,
  getLdapSettings,
  getLdapSyncRun,
  type LdapPreview,
  type LdapSettings,
  type LdapSettingsEdit,
  type LdapSyncBody,
  type LdapSyncRun,
  previewLdapUsers,
  startLdapSync,
  testLdapConnection,
} from '../../../shared/api/ldap';
import { call } from '../../data/http';

/** The calls of the directory (LDAP) tab of /setup; the only file of this feature that touches the network. */
export function fetchLdapSettings(signal?: AbortSignal): Promise<LdapSettings> {
  return call(getLdapSettings, { signal });
}

export function saveLdapSettings(body: LdapSettingsEdit): Promise<LdapSettings> {
  return call(editLdapSettings, { body });
}

/** Silent: the tab shows the outcome next to the button, success or failure. */
export function testConnection(body: LdapSettingsEdit): Promise<{ userCount: number; limit: number }> {
  return call(testLdapConnection, { body, silent: true });
}

export function fetchDirectoryUsers(signal?: AbortSignal): Promise<LdapPreview> {
  return call(previewLdapUsers, { signal });
}

export function startSync(body: LdapSyncBody): Promise<{ runId: number }> {
  return call(startLdapSync, { body });
}

export function fetchSyncRun(runId: number, signal?: AbortSignal): Promise<LdapSyncRun> {
  return call(getLdapSyncRun, { query: { runId }, signal });
}

/** The form's starting values: the stored settings, the bind password empty (typing one replaces it). */
export function toEditForm(settings: LdapSettings): LdapSettingsEdit & { bindPassword: string } {
  const { bindPasswordSet: _set, ...rest } = settings;
  return { ...rest, bindPassword: '' };
}

/** An empty password input is left out of the body, so the stored password stays. */
export function toEditBody(form: LdapSettingsEdit): LdapSettingsEdit {
  const { bindPassword, ...rest } = form;
  return bindPassword ? { ...rest, bindPassword } : rest;
}

/** Directory users an import can take: new ones, and LDAP users already here (refreshed). */
export const isImportable = (user: DirectoryUser) => user.state === 'new' || user.state === 'ldap';
