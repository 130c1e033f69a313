import { ALL_PERMISSIONS, Permission as P, RoleKey } from '../../../shared/access/permissions';

/**
 * The six role labels of spec §6, and the wall screen's, with the permission sets Gatehouse ships. Administrators can change them
 * later; the super manager always keeps `*:*:*`. Separation of duties: the auditor reads logs and records
 * but manages nothing; security administrators own policies and approvals; operators use assets.
 */
export interface RoleSeed {
  roleKey: string;
  nameZh: string;
  nameEn: string;
  permissions: string[];
}

/**
 * Assets: operations administrators manage assets of every department, asset types and tags;
 * operators view the assets of their department subtree; security administrators see every asset.
 * Migration 012 grants the same to these roles in installations seeded before it.
 */
export const opsAssetManagement: string[] = [
  P.assetAdd,
  P.assetEdit,
  P.assetRemove,
  P.assetAll,
  P.platformAdd,
  P.platformEdit,
  P.platformRemove,
  P.labelAdd,
  P.labelEdit,
  P.labelRemove,
  // Accounts on assets (migration 014 grants them to earlier installations).
  P.accountAdd,
  P.accountEdit,
  P.accountRemove,
  P.accountCheck,
  P.accountReveal,
];

export const roleSeed: RoleSeed[] = [
  { roleKey: RoleKey.superManager, nameZh: '超级管理员', nameEn: 'Super manager', permissions: [ALL_PERMISSIONS] },
  {
    roleKey: RoleKey.systemAdministrator,
    nameZh: '系统管理员',
    nameEn: 'System administrator',
    permissions: [
      P.homeQuery,
      P.dashboardQuery,
      P.userQuery,
      P.userEdit,
      P.roleQuery,
      P.roleEdit,
      P.departmentQuery,
      P.settingQuery,
      P.settingEdit,
      P.licenseManage,
      P.dictList,
      // Dictionaries (migration 035 gives it to installations seeded before).
      P.dictEdit,
      P.jobList,
      P.agentQuery,
      P.taskCenterQuery,
      P.labelQuery,
      P.realtimeDiagnose,
      P.agentEdit,
    ],
  },
  {
    roleKey: RoleKey.securityAdministrator,
    nameZh: '安全管理员',
    nameEn: 'Security administrator',
    permissions: [
      P.homeQuery,
      P.dashboardQuery,
      P.policyCenterQuery,
      P.approvalQuery,
      P.assetQuery,
      P.hostList,
      P.cofferQuery,
      P.labelQuery,
      P.assetAll,
      // Policies and approvals are theirs (migrations 019 and 026 give them to installations seeded before).
      P.policyEdit,
      P.approvalDecide,
      P.flowEdit,
      P.flowStop,
      // Every safe of the coffer (migration 027 gives it to installations seeded before).
      P.allCofferManage,
    ],
  },
  {
    roleKey: RoleKey.auditAdministrator,
    nameZh: '审计管理员',
    nameEn: 'Audit administrator',
    permissions: [P.homeQuery, P.dashboardQuery, P.logQuery, P.statisticsQuery, P.jobList],
  },
  {
    roleKey: RoleKey.opsAdministrator,
    nameZh: '运维管理员',
    nameEn: 'Operations administrator',
    permissions: [
      P.homeQuery,
      P.dashboardQuery,
      P.assetQuery,
      P.hostList,
      P.labelQuery,
      P.cofferQuery,
      P.cofferManage,
      P.agentQuery,
      P.taskCenterQuery,
      P.approvalQuery,
      P.policyCenterQuery,
      ...opsAssetManagement,
      // grants
      P.assetImpower,
      // Scheduled tasks (migration 032 gives it to installations seeded before).
      P.taskEdit,
    ],
  },
  {
    roleKey: RoleKey.opsOperators,
    nameZh: '运维人员',
    nameEn: 'Operator',
    permissions: [P.homeQuery, P.approvalQuery, P.assetQuery, P.cofferQuery],
  },
  // A SOC wall screen (docs/wall-screen.md): its users read dashboards and nothing else, and are never signed out
  // for being idle. Whatever an administrator adds to this role, such a user reaches only wall-screen endpoints.
  { roleKey: RoleKey.wallScreen, nameZh: '大屏展示', nameEn: 'Wall screen', permissions: [P.dashboardQuery] },
];
