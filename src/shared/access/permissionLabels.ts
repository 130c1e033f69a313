import { ALL_PERMISSIONS, Permission } from './permissions';

/**
 * Readable names of the permission strings (spec §6), shown in the role editor's permission tree.
 * A permission added later without a line here is shown by the title of the menu page that carries it,
 * or by its string.
 */
export const permissionLabels: Readonly<Record<string, { zh: string; en: string }>> = {
  [ALL_PERMISSIONS]: { zh: '全部权限', en: 'All permissions' },
  [Permission.homeQuery]: { zh: '首页与我的资产', en: 'Home and my assets' },
  [Permission.userQuery]: { zh: '查看用户', en: 'View users' },
  [Permission.userEdit]: { zh: '编辑用户与分配角色', en: 'Edit users and assign roles' },
  [Permission.roleQuery]: { zh: '查看角色', en: 'View roles' },
  [Permission.roleEdit]: { zh: '编辑角色与分配用户', en: 'Edit roles and assign users' },
  [Permission.agentQuery]: { zh: '代理管理', en: 'Proxies' },
  [Permission.hostList]: { zh: '主机详情', en: 'Host detail' },
  [Permission.logQuery]: { zh: '会话记录与日志', en: 'Session records and logs' },
  [Permission.dictList]: { zh: '字典数据', en: 'Dictionary data' },
  [Permission.dictEdit]: { zh: '编辑字典', en: 'Edit dictionaries' },
  [Permission.jobList]: { zh: '调度日志', en: 'Job log' },
  [Permission.genEdit]: { zh: '代码生成配置', en: 'Generator settings' },
  [Permission.taskCenterQuery]: { zh: '任务中心', en: 'Task centre' },
  [Permission.policyCenterQuery]: { zh: '策略中心', en: 'Policy centre' },
  [Permission.departmentQuery]: { zh: '组织架构', en: 'Departments' },
  [Permission.approvalQuery]: { zh: '审批中心', en: 'Approvals' },
  [Permission.assetQuery]: { zh: '查看资产', en: 'View assets' },
  [Permission.labelQuery]: { zh: '标签管理', en: 'Tags' },
  [Permission.cofferQuery]: { zh: '查看保险箱', en: 'View safes' },
  [Permission.cofferManage]: { zh: '管理保险箱账号', en: 'Manage safe accounts' },
  [Permission.allCofferManage]: { zh: '管理全部保险箱', en: 'Manage all safes' },
  [Permission.licenseManage]: { zh: '许可管理', en: 'Licence management' },
  [Permission.settingQuery]: { zh: '查看系统设置', en: 'View settings' },
  [Permission.settingEdit]: { zh: '修改系统设置', en: 'Change settings' },
  [Permission.dashboardQuery]: { zh: '仪表盘', en: 'Dashboard' },
  [Permission.statisticsQuery]: { zh: '统计报表', en: 'Reports' },
  [Permission.realtimeDiagnose]: { zh: '实时连接诊断', en: 'Realtime diagnostics' },
  // vault
  [Permission.masterKeyRotate]: { zh: '轮换主密钥', en: 'Rotate the master key' },
  [Permission.assetAdd]: { zh: '新增资产', en: 'Add assets' },
  [Permission.assetEdit]: { zh: '编辑资产', en: 'Edit assets' },
  [Permission.assetRemove]: { zh: '删除资产', en: 'Delete assets' },
  [Permission.assetAll]: { zh: '全部部门的资产', en: 'Assets of every department' },
  [Permission.platformAdd]: { zh: '新增资产类型', en: 'Add asset types' },
  [Permission.platformEdit]: { zh: '编辑资产类型', en: 'Edit asset types' },
  [Permission.platformRemove]: { zh: '删除资产类型', en: 'Delete asset types' },
  [Permission.labelAdd]: { zh: '新增标签', en: 'Add tags' },
  [Permission.labelEdit]: { zh: '编辑标签', en: 'Edit tags' },
  [Permission.labelRemove]: { zh: '删除标签', en: 'Delete tags' },
  [Permission.agentEdit]: { zh: '编辑与检测代理', en: 'Edit and check proxies' },
  // Accounts on assets.
  [Permission.accountAdd]: { zh: '新增资产账号', en: 'Add asset accounts' },
  [Permission.accountEdit]: { zh: '编辑资产账号', en: 'Edit asset accounts' },
  [Permission.accountRemove]: { zh: '删除资产账号', en: 'Delete asset accounts' },
  [Permission.accountCheck]: { zh: '检测资产账号', en: 'Check asset accounts' },
  [Permission.accountReveal]: { zh: '查看账号密码', en: 'Reveal account secrets' },
  // grants
  [Permission.assetImpower]: { zh: '资产授权与撤销授权', en: 'Grant and revoke authorisations' },
  // Command interception, login policies and approvals.
  [Permission.policyEdit]: { zh: '编辑运维策略与命令拦截', en: 'Edit access policies and command interception' },
  [Permission.approvalDecide]: { zh: '审批全部命令与登录申请', en: 'Decide every command and login approval' },
  [Permission.backupEdit]: {
    zh: '修改账号备份的目标与加密方式',
    en: 'Change where account backups go and how they are encrypted',
  },
  [Permission.taskEdit]: { zh: '编辑与执行定时任务', en: 'Edit and run scheduled tasks' },
  [Permission.flowEdit]: { zh: '设计与发布审批流程', en: 'Design and deploy approval flows' },
  [Permission.flowStop]: { zh: '终止审批流程', en: 'Stop approval requests' },
};
