import { asPage, type PageComponent } from '../components/page/asPage';
import { accessControlPages } from '../features/access-control';
import { accountPages } from '../features/accounts';
import { apiSnippetPages } from '../features/api-snippets';
import { approveCenterPages } from '../features/approve-center';
import { assetPages } from '../features/assets';
import { auditPages } from '../features/audit';
import { backupPages } from '../features/backup';
import { cofferPages } from '../features/coffer';
import { dashboardPages } from '../features/dashboard';
import { dictionaryPages } from '../features/dictionaries';
import { flowDesignPages } from '../features/flow-design';
import { grantPages } from '../features/grants';
import { homePages } from '../features/home';
import { BindKeyPage } from '../features/keys';
import { labelPages } from '../features/labels';
import { licencePages } from '../features/licence';
import { policyPages } from '../features/policies';
import { proxyPages } from '../features/proxies';
import { sessionAuditPages } from '../features/session-audit';
import { statisticsPages } from '../features/statistics';
import { sysConfigPages } from '../features/sys-config';
import { taskPages } from '../features/tasks';
import { userCenterPages } from '../features/user-center';
import { userPages } from '../features/users';

/**
 * Menu `component` name (and static route component name) → lazily loaded page. Each feature exports
 * its pages from its index.ts as a record made with `asPage` (components/page/asPage.ts), and the record
 * is spread in below. Names that are not here render ModuleUnavailablePage with the menu title.
 */
const stationMessageList = asPage(() => import('../features/messages'), 'StationMessageListPage');

const registry: Readonly<Record<string, PageComponent>> = {
  UserBindUsbKeyForm: BindKeyPage,
  StationMessageList: stationMessageList,
  'message/stationMessageList': stationMessageList,
  ...homePages,
  ...dashboardPages,
  ...accessControlPages,
  ...userPages,
  ...proxyPages,
  Setup: asPage(() => import('../features/setup-center'), 'SetupCenterPage'),
  ...auditPages,
  ...assetPages,
  ...accountPages,
  ...grantPages,
  ...cofferPages,
  ...sessionAuditPages,
  ...statisticsPages,
  ...policyPages,
  ...taskPages,
  ...backupPages,
  ...userCenterPages,
  ...approveCenterPages,
  ...flowDesignPages,
  ...dictionaryPages,
  ...labelPages,
  ...sysConfigPages,
  ...licencePages,
  ...apiSnippetPages,
};

export function resolvePage(component: string): PageComponent | undefined {
  return registry[component];
}
