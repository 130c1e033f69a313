import { Permission as P } from '../../../../shared/access/permissions';

export const EXPLAIN_SECTION_IDS = [
  'assets',
  'accounts',
  'authorisations',
  'terminal',
  'sessionAudit',
  'policies',
  'approvals',
  'coffer',
  'tasks',
  'backup',
  'people',
  'signIn',
  'directory',
  'licence',
  'watermark',
  'dictionaries',
  'messages',
  'proxies',
] as const;
export type ExplainSectionId = (typeof EXPLAIN_SECTION_IDS)[number];

/** What /explain says of a module besides its texts: where it is in the console and the rights it takes. */
export interface ExplainSection {
  id: ExplainSectionId;
  /** Console routes (menu paths of src/server/db/seed/menu.ts, /setup tabs, personal pages). */
  routes: readonly string[];
  permissions: readonly string[];
}

/** The texts of one module in one language (explain/textsZh.ts, explain/textsEn.ts). */
export interface ExplainSectionText {
  title: string;
  /** The menu path, in the menu's own words. */
  where: string;
  summary: string;
  points: readonly string[];
}

export type ExplainTexts = Readonly<Record<ExplainSectionId, ExplainSectionText>>;

/** In the order of the product's story: what is reached, by whom, how it is watched, how it is run. */
export const EXPLAIN_SECTIONS: readonly ExplainSection[] = [
  {
    id: 'assets',
    routes: ['/assets-manage', '/platform-manage-list', '/assets-label-list', '/assets-import'],
    permissions: [P.assetQuery, P.assetAdd, P.assetEdit, P.assetRemove, P.assetAll, P.labelQuery],
  },
  {
    id: 'accounts',
    routes: ['/assets-manage', '/account-manage-list', '/password-record'],
    permissions: [P.assetQuery, P.accountAdd, P.accountEdit, P.accountRemove, P.accountCheck, P.accountReveal],
  },
  {
    id: 'authorisations',
    routes: ['/assets-impower', '/assets-remove-impower', '/assets-my'],
    permissions: [P.assetImpower, P.assetQuery, P.homeQuery],
  },
  { id: 'terminal', routes: ['/assets-my', '/terminal'], permissions: [P.homeQuery] },
  { id: 'sessionAudit', routes: ['/vedio-replay', '/oper-log-list', '/login-log-list'], permissions: [P.logQuery] },
  {
    id: 'policies',
    routes: ['/command-intercept-list', '/maintenance-policy-list'],
    permissions: [P.policyCenterQuery, P.policyEdit],
  },
  {
    id: 'approvals',
    routes: ['/approve-center-list', '/flow-manage-list'],
    permissions: [P.approvalQuery, P.approvalDecide, P.flowEdit, P.flowStop],
  },
  {
    id: 'coffer',
    routes: ['/coffer', '/coffer-manage-all-list', '/coffer-search-all-list'],
    permissions: [P.cofferQuery, P.cofferManage, P.allCofferManage],
  },
  {
    id: 'tasks',
    routes: ['/cycle-task-manage-list', '/densification-template-list', '/task-center-list', '/monitor/job-log/index'],
    permissions: [P.policyCenterQuery, P.taskEdit, P.taskCenterQuery, P.jobList],
  },
  {
    id: 'backup',
    routes: ['/setup?tab=backup', '/cycle-task-manage-list', '/setup-manage-task'],
    permissions: [P.settingQuery, P.backupEdit, P.taskEdit, P.settingEdit],
  },
  {
    id: 'people',
    routes: ['/user-manage-list', '/user-group-manage-list', '/organization-list', '/role-manage-list'],
    permissions: [P.userQuery, P.userEdit, P.departmentQuery, P.roleQuery, P.roleEdit],
  },
  {
    id: 'signIn',
    routes: ['/setup?tab=signIn', '/user/profile', '/user-bind-usb-key-form', '/user/pin'],
    permissions: [P.settingQuery, P.settingEdit],
  },
  {
    id: 'directory',
    routes: ['/setup?tab=ldap', '/setup?tab=signIn', '/login2'],
    permissions: [P.settingQuery, P.settingEdit],
  },
  { id: 'licence', routes: ['/setup-manage-license', '/user/about'], permissions: [P.licenseManage] },
  { id: 'watermark', routes: ['/setup?tab=watermark'], permissions: [P.settingQuery, P.settingEdit] },
  {
    id: 'dictionaries',
    routes: ['/system/dict', '/system/config'],
    permissions: [P.dictList, P.dictEdit, P.settingQuery, P.settingEdit],
  },
  { id: 'messages', routes: ['/station-message-list'], permissions: [P.homeQuery] },
  {
    id: 'proxies',
    routes: ['/agent-manage-list', '/application-manage-list'],
    permissions: [P.agentQuery, P.agentEdit],
  },
];
