import type { RouteHandler } from '../http/handler';
import { accountHandlers } from './accounts/routes';
import { adoptionHandlers } from './adoption/routes';
import { approvalHandlers } from './approvals/routes';
import { assetImportHandlers } from './asset-import/routes';
import { assetHandlers } from './assets/routes';
import { auditHandlers } from './audit/routes';
import { backupHandlers } from './backup/routes';
import { cofferExportHandlers } from './coffer/export/routes';
import { cofferHandlers } from './coffer/routes';
import { vaultAccountHandlers } from './coffer/vault-accounts/routes';
import { dashboardHandlers } from './dashboard/routes';
import { dbNativeHandlers } from './db-native';
import { dbSessionHandlers } from './db-sessions';
import { departmentHandlers } from './departments/routes';
import { dictionaryHandlers } from './dictionaries/routes';
import { fileHandlers } from './files/routes';
import { flowHandlers } from './flow/routes';
import { grantHandlers } from './grants/routes';
import { graphicalSessionHandlers } from './graphical-sessions';
import { homeHandlers } from './home/routes';
import { keyHandlers } from './keys/routes';
import { labelHandlers } from './labels/routes';
import { ldapHandlers } from './ldap/routes';
import { licenceHandlers } from './licence/routes';
import { messageHandlers } from './messages/routes';
import { networkHandlers } from './network/routes';
import { realtimeHandlers } from './notify-socket/routes';
import { policyHandlers } from './policies/routes';
import { proxyHandlers } from './proxies/routes';
import { registrationHandlers } from './registration/routes';
import { roleHandlers } from './roles/routes';
import { sessionAuditHandlers } from './session-audit';
import { settingHandlers } from './settings/routes';
import { setupHandlers } from './setup/routes';
import { signInHandlers } from './sign-in/routes';
import { ssoHandlers } from './sso/routes';
import { statisticsHandlers } from './statistics/routes';
import { sysConfigHandlers } from './sys-config/routes';
import { settingItemHandlers } from './sys-config/settingItems';
import { systemHandlers } from './system/routes';
import { taskHandlers } from './tasks/routes';
import { terminalHandlers } from './terminal/routes';
import { terminalShareHandlers } from './terminal-share/routes';
import { transferHandlers } from './transfer/routes';
import { ucenterHandlers } from './ucenter/routes';
import { userHandlers } from './users/routes';
import { vaultHandlers } from './vault/routes';
import { webAssetHandlers } from './web-assets';

/** Every module's handlers, keyed by the shared descriptor each one serves. */
export const allHandlers: readonly RouteHandler[] = [
  ...setupHandlers,
  ...ucenterHandlers,
  ...systemHandlers,
  ...dictionaryHandlers,
  ...fileHandlers,
  ...sysConfigHandlers,
  ...settingItemHandlers,
  ...messageHandlers,
  ...realtimeHandlers,
  ...transferHandlers,
  ...roleHandlers,
  ...departmentHandlers,
  ...userHandlers,
  ...signInHandlers,
  ...settingHandlers,
  ...licenceHandlers,
  ...dashboardHandlers,
  ...statisticsHandlers,
  ...networkHandlers,
  ...keyHandlers,
  ...ldapHandlers,
  ...auditHandlers,
  ...ssoHandlers,
  ...registrationHandlers,
  ...vaultHandlers,
  ...assetHandlers,
  ...labelHandlers,
  ...proxyHandlers,
  ...accountHandlers,
  ...grantHandlers,
  ...graphicalSessionHandlers,
  ...webAssetHandlers,
  ...homeHandlers,
  ...assetImportHandlers,
  ...sessionAuditHandlers,
  ...terminalHandlers,
  ...policyHandlers,
  ...approvalHandlers,
  ...terminalShareHandlers,
  ...flowHandlers,
  ...cofferHandlers,
  ...vaultAccountHandlers,
  ...cofferExportHandlers,
  ...adoptionHandlers,
  ...taskHandlers,
  ...backupHandlers,
  ...dbSessionHandlers,
  ...dbNativeHandlers,
];
