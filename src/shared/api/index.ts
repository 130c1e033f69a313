// accounts (not re-exported with export *: import from './accounts')

// The coffer (not re-exported: import from './coffers', './cofferApplications').
import * as accountAdoption from './accountAdoption';
import * as accounts from './accounts';
import * as applicationProxies from './applicationProxies';
// Command interception, login policies and approvals (not re-exported: import from './policies', './approvals').
import * as approvals from './approvals';
import * as assetImport from './assetImport';
import * as assets from './assets';
import * as auth from './auth';
// Account backup: its settings, the SFTP test, archives and restore (not re-exported: import from './backupSettings').
import * as backupSettings from './backupSettings';
import * as baseConfig from './baseConfig';
// Behaviour policies (not re-exported: import from './behaviorPolicies').
import * as behaviorPolicies from './behaviorPolicies';
import * as changeScripts from './changeScripts';
import * as cofferApplications from './cofferApplications';
import * as cofferExport from './cofferExport';
import * as coffers from './coffers';
// The live operations dashboard (not re-exported: import from './dashboard').
import * as dashboard from './dashboard';
// The web SQL console's session state, databases and schema (not re-exported: import from './dbConsole').
import * as dbConsole from './dbConsole';
// Native database clients' access tokens (not re-exported: import from './dbNative').
import * as dbNative from './dbNative';
// Database sessions and their statements' audit (not re-exported: import from './dbSessions').
import * as dbSessions from './dbSessions';
import * as departments from './departments';
// Dictionaries and parameters (not re-exported: import from './dictionaries', './sysConfig').
import * as dictionaries from './dictionaries';
import type { Endpoint } from './endpoint';
// Files: the upload and the downloads carry files and are served beside the registrar; only the look-up is here.
import { describeUploads } from './files';
// Approval flows (not re-exported: import from './flow', './flowModels').
import * as flow from './flow';
import * as flowModels from './flowModels';
// grants
import * as grants from './grants';
// Web SQL console statements held by SQL interception policies (not re-exported).
// Graphical sessions (docs/rdp.md): RDP in the browser (not re-exported: import from './graphicalSessions').
import * as graphicalSessions from './graphicalSessions';
import * as heldStatements from './heldStatements';
// The home page (not re-exported: import from './home').
import * as home from './home';
import * as keys from './keys';
// Label governance (not re-exported: import from './labels').
import * as labels from './labels';
import * as ldap from './ldap';
// The product licence (not re-exported: import from './licence').
import * as licence from './licence';
import * as messages from './messages';
import * as myAssets from './myAssets';
import * as mySessions from './mySessions';
// The host's network, tab 网络 of /setup (not re-exported: import from './network').
import * as network from './network';
import * as operationLog from './operationLog';
import * as platforms from './platforms';
import * as policies from './policies';
import * as proxies from './proxies';
import * as proxyOverview from './proxyOverview';
import * as realtime from './realtime';
import * as registration from './registration';
import * as roles from './roles';
import * as settingItems from './settingItems';
import * as setup from './setup';
import * as signin from './signInMethods';
import * as sso from './sso';
// The statistics report (not re-exported: import from './statistics').
import * as statistics from './statistics';
import * as sysConfig from './sysConfig';
import * as system from './system';
import * as systemTasks from './systemTasks';
import * as tags from './tags';
import * as tasks from './tasks';
// The gateway's endpoints (terminalEndpoints) and the session audit's own descriptors.
import {
  getSession,
  listCommands,
  listSessionCommands,
  listSessions,
  terminalEndpoints,
  terminateSession,
} from './terminal';
import { terminalShareEndpoints } from './terminalShare';
import * as transfer from './transfer';
import * as userGroups from './userGroups';
import * as users from './users';
// vault
import * as vault from './vault';
import * as vaultAccounts from './vaultAccounts';
// The page watermark (not re-exported: import from './watermark').
import * as watermark from './watermark';
// Web sessions and their requests' audit (not re-exported: import from './webAssets').
import * as webAssets from './webAssets';

// Network and application proxies.
export * from './applicationProxies';
export * from './assetFields';
export * from './assetImport';
export * from './assets';
export * from './auditSpec';
export * from './auth';
export * from './baseConfig';
export * from './common';
export * from './departments';
export * from './endpoint';
// grants
export * from './grants';
export * from './keys';
export * from './ldap';
export * from './messages';
export * from './myAssets';
export * from './mySessions';
export * from './operationLog';
export * from './platforms';
export * from './proxies';
export * from './proxyFields';
export * from './proxyOverview';
export * from './realtime';
export * from './registration';
export * from './roles';
export * from './setup';
export * from './signInMethods';
export * from './sso';
export * from './system';
export * from './tags';
export * from './transfer';
export * from './userFields';
export * from './userGroups';
export * from './users';
// vault
export * from './vault';

function endpointsOf(module: Record<string, unknown>): Endpoint[] {
  return Object.values(module).filter(
    (value): value is Endpoint => typeof value === 'object' && value !== null && 'method' in value && 'path' in value,
  );
}

/** Every endpoint of the console API; the server registers exactly these. */
export const allEndpoints: readonly Endpoint[] = [
  ...endpointsOf(auth),
  ...endpointsOf(setup),
  ...endpointsOf(system),
  ...endpointsOf(dictionaries),
  ...endpointsOf(sysConfig),
  // The setting centre's generic key–value calls (not re-exported: import from './settingItems').
  ...endpointsOf(settingItems),
  describeUploads,
  ...endpointsOf(messages),
  ...endpointsOf(realtime),
  ...endpointsOf(transfer),
  ...endpointsOf(roles),
  ...endpointsOf(departments),
  ...endpointsOf(users),
  ...endpointsOf(userGroups),
  ...endpointsOf(mySessions),
  ...endpointsOf(signin),
  ...endpointsOf(baseConfig),
  ...endpointsOf(watermark),
  ...endpointsOf(licence),
  ...endpointsOf(network),
  ...endpointsOf(keys),
  ...endpointsOf(ldap),
  ...endpointsOf(operationLog),
  ...endpointsOf(sso),
  ...endpointsOf(registration),
  // vault
  ...endpointsOf(vault),
  ...endpointsOf(platforms),
  ...endpointsOf(tags),
  ...endpointsOf(labels),
  ...endpointsOf(assets),
  ...endpointsOf(proxies),
  ...endpointsOf(applicationProxies),
  ...endpointsOf(proxyOverview),
  // accounts
  ...endpointsOf(accounts),
  // grants
  ...endpointsOf(grants),
  ...endpointsOf(myAssets),
  // The home page's overview.
  ...endpointsOf(home),
  // The live operations dashboard.
  ...endpointsOf(dashboard),
  // The statistics report (/index).
  ...endpointsOf(statistics),
  // Asset import and export.
  ...endpointsOf(assetImport),
  // Session audit (/vedio-replay).
  listSessions,
  getSession,
  listSessionCommands,
  listCommands,
  // Web terminal: the operator's own sessions (the session audit adds its own).
  ...terminalEndpoints,
  // Graphical sessions: the operator's own remote desktops.
  ...endpointsOf(graphicalSessions),
  // Command interception, login policies and approvals.
  ...endpointsOf(policies),
  ...endpointsOf(behaviorPolicies),
  ...endpointsOf(approvals),
  // Live monitor: terminate (docs/monitor-share.md).
  terminateSession,
  // Terminal shares.
  ...terminalShareEndpoints,
  // Approval flows: the models and the approval centre.
  ...endpointsOf(flowModels),
  ...endpointsOf(flow),
  // The coffer: safes, licences, applications.
  ...endpointsOf(coffers),
  ...endpointsOf(cofferApplications),
  ...endpointsOf(vaultAccounts),
  ...endpointsOf(cofferExport),
  // Adopting local accounts of Linux hosts.
  ...endpointsOf(accountAdoption),
  // Scheduled tasks, the task centre and the job log.
  ...endpointsOf(tasks),
  ...endpointsOf(changeScripts),
  ...endpointsOf(systemTasks),
  ...endpointsOf(backupSettings),
  // Database sessions (docs/database-sessions.md).
  ...endpointsOf(dbSessions),
  ...endpointsOf(webAssets),
  ...endpointsOf(dbNative),
  ...endpointsOf(dbConsole),
  ...endpointsOf(heldStatements),
];
