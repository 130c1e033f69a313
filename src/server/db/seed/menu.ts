import { Permission } from '../../../shared/access/permissions';

/**
 * The console's menu tree (spec §2). Every permission-guarded route is a node; hidden nodes are routes
 * reached from a page (forms, details) rather than from the sidebar. Directory nodes use component
 * 'Layout' and a path that is not itself a page. `component` names are what the console's page registry
 * maps to page modules; keep them in step with src/app/router/pages.ts.
 */
export interface MenuSeedNode {
  name: string;
  path: string;
  component: string;
  titleZh: string;
  titleEn: string;
  icon: string;
  permission?: string;
  hidden?: boolean;
  noCache?: boolean;
  affix?: boolean;
  link?: string;
  redirect?: string;
  children?: MenuSeedNode[];
}

const page = (
  name: string,
  path: string,
  titleZh: string,
  titleEn: string,
  icon: string,
  permission?: string,
  flags: Pick<MenuSeedNode, 'hidden' | 'noCache' | 'affix'> = {},
): MenuSeedNode => ({
  name,
  path,
  component: name,
  titleZh,
  titleEn,
  icon,
  ...(permission ? { permission } : {}),
  ...flags,
});

const hiddenPage = (name: string, path: string, titleZh: string, titleEn: string, permission?: string) =>
  page(name, path, titleZh, titleEn, '', permission, { hidden: true, noCache: true });

const directory = (
  name: string,
  path: string,
  titleZh: string,
  titleEn: string,
  icon: string,
  children: MenuSeedNode[],
  permission?: string,
): MenuSeedNode => ({
  name,
  path,
  component: 'Layout',
  titleZh,
  titleEn,
  icon,
  redirect: 'noRedirect',
  children,
  ...(permission ? { permission } : {}),
});

export const menuSeed: MenuSeedNode[] = [
  page('Home', '/home', '首页', 'Home', 'home', Permission.homeQuery, { affix: true }),
  hiddenPage('StationMessageList', '/station-message-list', '站内消息', 'Station messages', Permission.homeQuery),
  hiddenPage(
    'SelectorDocumentList',
    '/selector-document-list',
    '选择器文档',
    'Selector reference',
    Permission.homeQuery,
  ),
  hiddenPage('CronDocumentList', '/cron-document-list', 'Cron 表达式文档', 'Cron reference', Permission.homeQuery),
  page('AssetsMy', '/assets-my', '我的资产', 'My assets', 'assets-my', Permission.homeQuery),
  hiddenPage('AssetsMyDetail', '/assets-my-detail', '我的资产详情', 'My asset detail', Permission.homeQuery),
  hiddenPage('AccountMyDetail', '/account-my-detail', '我的账号详情', 'My account detail', Permission.homeQuery),
  hiddenPage('AccountDetail', '/account-detail', '账号详情', 'Account detail', Permission.homeQuery),
  page('Dashboard', '/dashboard', '仪表盘', 'Dashboard', 'dashboard', Permission.dashboardQuery),
  directory('AssetCenter', '/asset-center', '资产管理', 'Assets', 'asset', [
    page('AssetsManage', '/assets-manage', '资产列表', 'Asset list', 'server', Permission.assetQuery),
    page('PlatformManageList', '/platform-manage-list', '资产类型', 'Asset types', 'platform', Permission.assetQuery),
    page('AssetsLabelList', '/assets-label-list', '标签管理', 'Tags', 'label', Permission.labelQuery),
    page('AssetsImpower', '/assets-impower', '资产授权', 'Authorisations', 'impower', Permission.assetQuery),
    hiddenPage(
      'AssetsRemoveImpower',
      '/assets-remove-impower',
      '撤销授权',
      'Revoke authorisation',
      Permission.assetQuery,
    ),
    hiddenPage('PlatformManageForm', '/platform-manage-form', '资产类型表单', 'Asset type form', Permission.assetQuery),
    hiddenPage('AssetsForm', '/assets-form', '资产表单', 'Asset form', Permission.assetQuery),
    hiddenPage('AssetsManageDetail', '/assets-manage-detail', '资产详情', 'Asset detail', Permission.assetQuery),
    hiddenPage('AssetsManageFormPage', '/assets-manage-form-page', '编辑资产', 'Edit asset', Permission.assetQuery),
    hiddenPage('AccountManageDetail', '/account-manage-detail', '账号详情', 'Account detail', Permission.assetQuery),
    hiddenPage('AccountManageForm', '/account-manage-form', '账号表单', 'Account form', Permission.assetQuery),
    hiddenPage('AccountLicenseForm', '/account-license-form', '账号授权', 'Account licence', Permission.cofferQuery),
    hiddenPage('AssetsImport', '/assets-import', '导入资产', 'Import assets', Permission.assetQuery),
    hiddenPage('HostData', '/system/host-data/index/:hostId', '主机详情', 'Host detail', Permission.hostList),
  ]),
  directory('CofferCenter', '/coffer-center', '密码保险箱', 'Vault', 'coffer', [
    page('Coffer', '/coffer', '保险箱', 'Safes', 'coffer', Permission.cofferQuery),
    page(
      'CofferManageAllList',
      '/coffer-manage-all-list',
      '全部保险箱管理',
      'Manage all safes',
      'coffer-manage',
      Permission.allCofferManage,
    ),
    page(
      'CofferSearchAllList',
      '/coffer-search-all-list',
      '全部保险箱查询',
      'Search all safes',
      'search',
      Permission.cofferQuery,
    ),
    page('CofferSearchList', '/coffer-search-list', '保险箱查询', 'Search safes', 'search', Permission.cofferQuery),
    page('AccountManageList', '/account-manage-list', '账号管理', 'Accounts', 'account', Permission.cofferQuery),
    page('PasswordCoffer', '/password-coffer', '密码箱', 'Password vault', 'password', Permission.cofferQuery),
    page('PasswordRecord', '/password-record', '改密记录', 'Password changes', 'history', Permission.assetQuery),
    hiddenPage('CofferAccount', '/coffer-account', '保险箱账号', 'Safe accounts', Permission.cofferQuery),
    hiddenPage(
      'WeakEditPasswordForm',
      '/weak-edit-password-form',
      '弱密码修改',
      'Fix weak password',
      Permission.cofferManage,
    ),
    hiddenPage('GhostAddAccount', '/ghost-add-account', '纳管账号', 'Adopt account', Permission.cofferManage),
  ]),
  directory('UserCenter', '/user-center', '用户管理', 'Users', 'user', [
    page('UserManageList', '/user-manage-list', '用户列表', 'User list', 'user', Permission.userQuery),
    page('UserGroupManageList', '/user-group-manage-list', '用户组', 'User groups', 'group', Permission.userQuery),
    page(
      'OrganizationList',
      '/organization-list',
      '组织架构',
      'Departments',
      'organization',
      Permission.departmentQuery,
    ),
    page('RoleManageList', '/role-manage-list', '角色管理', 'Roles', 'role', Permission.roleQuery),
    hiddenPage('UserManageDetail', '/user-manage-detail', '用户详情', 'User detail', Permission.userQuery),
    hiddenPage('UserManageFormPage', '/user-manage-form-page', '用户表单', 'User form', Permission.userQuery),
    hiddenPage('UserBindUsbKeyForm', '/user-bind-usb-key-form', '绑定 USB-KEY', 'Bind USB key', Permission.userQuery),
    hiddenPage(
      'UserGroupManageDetail',
      '/user-group-manage-detail',
      '用户组详情',
      'User group detail',
      Permission.userQuery,
    ),
    hiddenPage(
      'OrganizationUserForm',
      '/organization-user-form',
      '部门成员',
      'Department members',
      Permission.departmentQuery,
    ),
    hiddenPage('UserAuthRole', '/system/user-auth/role/:userId', '分配角色', 'Assign roles', Permission.userEdit),
    hiddenPage('RoleAuthUser', '/system/role-auth/user/:roleId', '分配用户', 'Assign users', Permission.roleEdit),
  ]),
  directory(
    'PolicyCenter',
    '/policy-center',
    '策略中心',
    'Policies',
    'policy',
    [
      page('CycleTaskManageList', '/cycle-task-manage-list', '周期任务', 'Scheduled tasks', 'schedule'),
      page(
        'DensificationTemplateList',
        '/densification-template-list',
        '改密脚本',
        'Password-change scripts',
        'script',
      ),
      page('MaintenancePolicyList', '/maintenance-policy-list', '运维策略', 'Access policies', 'shield'),
      page('CommandInterceptList', '/command-intercept-list', '命令拦截', 'Command interception', 'command'),
      hiddenPage('CycleTaskManageForm', '/cycle-task-manage-form', '周期任务表单', 'Scheduled task form'),
    ],
    Permission.policyCenterQuery,
  ),
  directory(
    'ApprovalCenter',
    '/approval-center',
    '审批中心',
    'Approvals',
    'approval',
    [
      page('ApproveCenterList', '/approve-center-list', '审批待办', 'Approval backlog', 'approval'),
      page('FlowManageList', '/flow-manage-list', '审批流程', 'Approval flows', 'flow'),
      hiddenPage('ApproveCenterListForm', '/approve-center-list-form', '审批表单', 'Approval form'),
      hiddenPage('FlowManageForm', '/flow-manage-form', '流程设计', 'Flow design'),
    ],
    Permission.approvalQuery,
  ),
  page('TaskCenterList', '/task-center-list', '任务中心', 'Task centre', 'task', Permission.taskCenterQuery),
  hiddenPage('TaskCenterDetailList', '/task-center-detail-list', '任务详情', 'Task detail', Permission.taskCenterQuery),
  directory('AuditCenter', '/audit-center', '审计中心', 'Audit', 'audit', [
    page('VedioReplay', '/vedio-replay', '会话记录', 'Session records', 'video', Permission.logQuery),
    page('StatisInfoList', '/statis-info-list', '统计信息', 'Statistics', 'chart', Permission.logQuery),
    page('StatisticsReport', '/index', '统计报表', 'Reports', 'report', Permission.statisticsQuery),
    hiddenPage('JobLog', '/monitor/job-log/index', '调度日志', 'Job log', Permission.jobList),
    // The operation log (migration 008 adds it to installations seeded before).
    page('OperLogList', '/oper-log-list', '操作日志', 'Operation log', 'log', Permission.logQuery),
    page('LoginLogList', '/login-log-list', '登录日志', 'Sign-in log', 'log', Permission.logQuery),
  ]),
  directory(
    'ProxyCenter',
    '/proxy-center',
    '代理管理',
    'Proxies',
    'proxy',
    [
      page('Proxy', '/proxy', '代理概览', 'Proxy overview', 'proxy'),
      page('AgentManageList', '/agent-manage-list', '网络代理', 'Network proxies', 'network'),
      page('ApplicationManageList', '/application-manage-list', '应用代理', 'Application proxies', 'app'),
      hiddenPage('ApplicationManageDetail', '/application-manage-detail', '应用代理详情', 'Application proxy detail'),
    ],
    Permission.agentQuery,
  ),
  directory(
    'SetupCenter',
    '/setup-center',
    '系统设置',
    'Settings',
    'setting',
    [
      page('Setup', '/setup', '系统配置', 'Configuration', 'setting'),
      page('SetupManageLicense', '/setup-manage-license', '许可管理', 'Licence', 'license', Permission.licenseManage),
      page('SetupManageTask', '/setup-manage-task', '系统任务', 'System tasks', 'task'),
      page('SystemLabel', '/system/label', '系统标签', 'System labels', 'label', Permission.labelQuery),
      hiddenPage('DictData', '/system/dict-data/index/:dictId', '字典数据', 'Dictionary data', Permission.dictList),
      // The dictionary and parameter pages (migration 035 adds them to installations seeded before).
      page('DictType', '/system/dict', '字典管理', 'Dictionaries', 'list', Permission.dictList),
      page('ConfigList', '/system/config', '参数设置', 'Parameters', 'setting', Permission.settingQuery),
      hiddenPage('GenEdit', '/tool/gen-edit/index', '生成配置', 'Generator settings', Permission.genEdit),
    ],
    Permission.settingQuery,
  ),
];
