import { asPage, type PageComponent } from '../components/page/asPage';
import { accessControlPages } from '../features/access-control';
// accounts
import { accountPages } from '../features/accounts';
import { assetPages } from '../features/assets';
import { auditPages } from '../features/audit';
// grants
import { grantPages } from '../features/grants';
// Already a lazy component: the keys index holds only lazy wrappers, so this adds no page code here.
import { BindKeyPage } from '../features/keys';
// Command interception and login policies.
import { policyPages } from '../features/policies';
import { proxyPages } from '../features/proxies';
import { sessionAuditPages } from '../features/session-audit';
import { userCenterPages } from '../features/user-center';
import { userPages } from '../features/users';

/**
 * Menu `component` name (and static route component name) → lazily loaded page. Each feature exports
 * its pages from its index.ts as a record made with `asPage` (components/page/asPage.ts), and the record
 * is spread in below. Names that are not here render ModuleUnavailablePage with the menu title.
 */
const stationMessageList = asPage(() => import('../features/messages'), 'StationMessageListPage');

const registry: Readonly<Record<string, PageComponent>> = {
  // Spec §2 /user-bind-usb-key-form: security keys and USB-key certificates.
  UserBindUsbKeyForm: BindKeyPage,
  // Spec §2 /station-message-list: the server menu's name, and the static route table's.
  StationMessageList: stationMessageList,
  'message/stationMessageList': stationMessageList,
  // Roles, role assignment and departments (helper "roles").
  ...accessControlPages,
  // Spec §2 users and user groups (issue 4).
  ...userPages,
  // Network and application proxies (issue 5 item 9).
  ...proxyPages,
  // /setup 系统配置: the setting centre's tabs (sign-in methods first).
  Setup: asPage(() => import('../features/setup-center'), 'SetupCenterPage'),
  // Audit centre: the operation log (issue 4 item 9).
  ...auditPages,
  // Assets, asset types and tags (issue 5).
  ...assetPages,
  // Accounts on assets (issue 5 item 4).
  ...accountPages,
  // Authorisations and my assets (issue 5 items 7 and 8).
  ...grantPages,
  // Session records and replay, /vedio-replay (issue 6 item 4).
  ...sessionAuditPages,
  // Command interception and login policies (issue 6 items 8 and 10).
  ...policyPages,
  // The user area /user (static routes).
  ...userCenterPages,
};

export function resolvePage(component: string): PageComponent | undefined {
  return registry[component];
}
