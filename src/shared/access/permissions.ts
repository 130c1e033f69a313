/** Permission strings (spec §6). A user holding ALL_PERMISSIONS holds every permission. */
export const ALL_PERMISSIONS = '*:*:*';
export const ADMIN_ROLE = 'admin';

export const Permission = {
  homeQuery: 'system:home:query',
  userQuery: 'system:user:query',
  userEdit: 'system:user:edit',
  roleQuery: 'system:role:query',
  roleEdit: 'system:role:edit',
  agentQuery: 'system:agent:query',
  hostList: 'system:host:list',
  logQuery: 'system:log:query',
  dictList: 'system:dict:list',
  // Add, change and delete dictionary types and entries (seeded system entries keep their values; docs/dictionaries.md).
  dictEdit: 'system:dict:edit',
  jobList: 'monitor:job:list',
  genEdit: 'tool:gen:edit',
  taskCenterQuery: 'system:taskcenter:query',
  policyCenterQuery: 'system:policycenter:query',
  departmentQuery: 'system:department:query',
  approvalQuery: 'system:approval:query',
  assetQuery: 'system:asset:query',
  labelQuery: 'system:label:query',
  cofferQuery: 'system:coffer:query',
  cofferManage: 'system:coffer:manage',
  allCofferManage: 'system:allcoffer:manage',
  licenseManage: 'system:license:manage',
  settingQuery: 'system:setting:query',
  settingEdit: 'system:setting:edit',
  dashboardQuery: 'system:dashboard:query',
  statisticsQuery: 'system:statistics:query',
  realtimeDiagnose: 'system:realtime:diagnose',
  // vault
  masterKeyRotate: 'system:vault:rotate',
  // Assets, asset types (platforms) and tags. system:asset:all lifts the department scope.
  assetAdd: 'system:asset:add',
  assetEdit: 'system:asset:edit',
  assetRemove: 'system:asset:remove',
  assetAll: 'system:asset:all',
  platformAdd: 'system:platform:add',
  platformEdit: 'system:platform:edit',
  platformRemove: 'system:platform:remove',
  labelAdd: 'system:label:add',
  labelEdit: 'system:label:edit',
  labelRemove: 'system:label:remove',
  agentEdit: 'system:agent:edit',
  // Accounts on assets: the asset's department scope applies besides these.
  accountAdd: 'system:account:add',
  accountEdit: 'system:account:edit',
  accountRemove: 'system:account:remove',
  accountCheck: 'system:account:check',
  accountReveal: 'system:account:reveal',
  // grants: create and revoke authorisations on assets within the caller's asset scope.
  assetImpower: 'system:asset:impower',
  // Command interception and login policies: change them (reading needs system:policycenter:query).
  policyEdit: 'system:policy:edit',
  // Decide any pending command or login approval, not only those naming the caller as approver.
  approvalDecide: 'system:approval:decide',
  // Approval flows: design, deploy, enable and bind flow models; stop any running request.
  flowEdit: 'system:flow:edit',
  flowStop: 'system:flow:stop',
  // Scheduled tasks: save, run now, cancel and retry runs (reading needs system:policycenter:query, runs system:taskcenter:query).
  taskEdit: 'system:task:edit',
  // Where account backups go and what opens them: whoever holds it can send every secret to a server and key of
  // their choosing, so no role is seeded with it (a super manager holds it through *:*:*).
  backupEdit: 'system:backup:edit',
} as const;

export type PermissionString = (typeof Permission)[keyof typeof Permission];

/** Role labels of spec §6; stored as role keys. */
export const RoleKey = {
  superManager: 'super_manager',
  systemAdministrator: 'system_administrator',
  securityAdministrator: 'security_administrator',
  auditAdministrator: 'audit_administrator',
  opsAdministrator: 'ops_administrator',
  opsOperators: 'ops_operators',
  /** A SOC wall screen's account (docs/wall-screen.md): it reads dashboards and nothing else. */
  wallScreen: 'wall_screen',
} as const;

/**
 * A wall-screen session: a user whose every role is the wall-screen role. Such a session is exempt from the idle
 * sign-out and may call only the endpoints marked `wallScreen` (and the notify socket); a user who also holds any
 * other role signs in as anyone else does.
 */
export function isWallScreenOnly(roles: readonly string[]): boolean {
  return roles.length > 0 && roles.every((role) => role === RoleKey.wallScreen);
}

export function hasPermission(held: readonly string[], wanted: string): boolean {
  return held.includes(ALL_PERMISSIONS) || held.includes(wanted);
}

export function hasAnyPermission(held: readonly string[], wanted: readonly string[]): boolean {
  return wanted.some((permission) => hasPermission(held, permission));
}

export function hasAllPermissions(held: readonly string[], wanted: readonly string[]): boolean {
  return wanted.every((permission) => hasPermission(held, permission));
}

export function hasAnyRole(held: readonly string[], wanted: readonly string[]): boolean {
  return held.includes(ADMIN_ROLE) || wanted.some((role) => held.includes(role));
}

export function hasAllRoles(held: readonly string[], wanted: readonly string[]): boolean {
  return held.includes(ADMIN_ROLE) || wanted.every((role) => held.includes(role));
}
