/**
 * Every enumeration and state table of spec §3–§4. Each becomes a dictionary type on the server
 * (`/system/dict/data/type/{dictType}`); the console renders values through those dictionaries.
 * listClass is the tag colour family used by the dictionary tag widget.
 */
export type ListClass = 'default' | 'primary' | 'success' | 'info' | 'warning' | 'danger';

export interface EnumItem {
  value: string;
  zh: string;
  en: string;
  listClass?: ListClass;
}

export interface EnumTable {
  dictType: string;
  zh: string;
  en: string;
  items: readonly EnumItem[];
}

const item = (value: string | number, zh: string, en: string, listClass: ListClass = 'default'): EnumItem => ({
  value: String(value),
  zh,
  en,
  listClass,
});

export const enumTables = [
  {
    dictType: 'protocol',
    zh: '协议',
    en: 'Protocol',
    items: [
      item('SSH', 'SSH', 'SSH', 'primary'),
      item('TELNET', 'TELNET', 'TELNET'),
      item('RDP', 'RDP', 'RDP'),
      item('VNC', 'VNC', 'VNC'),
      item('MySQL', 'MySQL', 'MySQL'),
      item('PostgreSQL', 'PostgreSQL', 'PostgreSQL'),
      item('HTTP(S)', 'HTTP(S)', 'HTTP(S)'),
    ],
  },
  {
    dictType: 'asset_type',
    zh: '资产类型',
    en: 'Asset type',
    items: [
      item(0, '主机', 'Host'),
      item(1, '网络设备', 'Network device'),
      item(2, 'Web', 'Web'),
      item(3, '数据库', 'Database'),
    ],
  },
  {
    dictType: 'account_type',
    zh: '账号类型',
    en: 'Account type',
    items: [item(0, '普通账号', 'Ordinary'), item(1, '特权账号', 'Privileged', 'warning')],
  },
  {
    dictType: 'encoding',
    zh: '编码',
    en: 'Encoding',
    items: [item('UTF-8', 'UTF-8', 'UTF-8'), item('GB2312', 'GB2312', 'GB2312')],
  },
  {
    dictType: 'authorisation_kind',
    zh: '授权类型',
    en: 'Authorisation kind',
    items: [item(0, '普通授权', 'Ordinary'), item(1, '管理授权', 'Manage', 'warning')],
  },
  {
    dictType: 'access_list',
    zh: '访问控制',
    en: 'Access list',
    items: [item(1, '白名单', 'Whitelist', 'success'), item(0, '黑名单', 'Blacklist', 'danger')],
  },
  {
    dictType: 'transfer_direction',
    zh: '传输方向',
    en: 'Transfer direction',
    items: [item(0, '上传', 'Upload'), item(1, '下载', 'Download')],
  },
  {
    dictType: 'user_kind',
    zh: '用户类型',
    en: 'User kind',
    items: [item(0, '正式用户', 'Formal'), item(1, '临时用户', 'Temporary', 'warning')],
  },
  {
    dictType: 'user_source',
    zh: '用户来源',
    en: 'User source',
    items: [item(0, '本地', 'Local'), item(1, 'LDAP', 'LDAP')],
  },
  {
    dictType: 'vault_type',
    zh: '保险箱类型',
    en: 'Vault type',
    items: [item(1, '资产保险箱', 'Asset vault'), item(2, '账号保险箱', 'Account vault')],
  },
  {
    dictType: 'permission_type',
    zh: '权限类型',
    en: 'Permission type',
    items: [item(0, '查看', 'View'), item(1, '登录', 'Login', 'primary')],
  },
  {
    dictType: 'intercept_match',
    zh: '匹配方式',
    en: 'Match kind',
    items: [item(0, '字符串', 'String'), item(1, '正则表达式', 'Regular expression')],
  },
  {
    dictType: 'key_algorithm',
    zh: '密钥算法',
    en: 'Key algorithm',
    items: [item('RSA', 'RSA', 'RSA'), item('SM2', 'SM2', 'SM2')],
  },
  {
    dictType: 'property_kind',
    zh: '属性',
    en: 'Property kind',
    items: [item(0, '公共', 'Public'), item(1, '私有', 'Private')],
  },
  {
    dictType: 'department_role',
    zh: '部门角色',
    en: 'Department role',
    items: [
      item(1, '主管', 'Supervisor', 'primary'),
      item(3, '普通成员', 'Normal member'),
      item(4, '访客', 'Visitor', 'info'),
    ],
  },
  { dictType: 'safe_license_type', zh: '保险箱授权类型', en: 'Safe licence type', items: [item('use', '使用', 'Use')] },
  {
    dictType: 'user_status',
    zh: '用户状态',
    en: 'User status',
    items: [
      item(0, '正常', 'Normal', 'success'),
      item(1, '锁定', 'Locked', 'danger'),
      item(2, '未生效', 'Not yet effective', 'warning'),
      item(3, '已过期', 'Expired', 'info'),
    ],
  },
  {
    dictType: 'task_execution',
    zh: '任务执行状态',
    en: 'Task execution',
    items: [
      item(0, '执行中', 'Running', 'primary'),
      item(1, '成功', 'Success', 'success'),
      item(2, '失败', 'Failed', 'danger'),
      item(3, '未执行', 'Not executed', 'info'),
    ],
  },
  {
    dictType: 'task_cycle',
    zh: '执行周期',
    en: 'Schedule cycle',
    items: [item(0, '每天', 'Daily'), item(1, '每周', 'Weekly'), item(2, '每月', 'Monthly')],
  },
  {
    dictType: 'task_type',
    zh: '任务类型',
    en: 'Task type',
    items: [
      item(0, '改密', 'Password change'),
      item(2, '备份', 'Backup'),
      item(8, '后台任务', 'Background'),
      item(10, '巡检', 'Inspection'),
    ],
  },
  {
    dictType: 'deployment_status',
    zh: '部署状态',
    en: 'Deployment',
    items: [
      item(0, '部署中', 'Deploying', 'primary'),
      item(1, '成功', 'Success', 'success'),
      item(2, '失败', 'Failed', 'danger'),
    ],
  },
  {
    dictType: 'permission_validity',
    zh: '授权状态',
    en: 'Permission validity',
    items: [
      item(1, '有效', 'Valid', 'success'),
      item(3, '待生效', 'Pending', 'warning'),
      item(2, '无效', 'Invalid', 'info'),
    ],
  },
  {
    dictType: 'expiry_reason',
    zh: '失效原因',
    en: 'Expiry reason',
    items: [item(1, '已过期', 'Expired'), item(2, '已撤销', 'Revoked')],
  },
  {
    dictType: 'flow_approval_status',
    zh: '流程审批状态',
    en: 'Flow approval status',
    items: [
      item(1, '待审批', 'Waiting', 'warning'),
      item(2, '已通过', 'Approved', 'success'),
      item(3, '已拒绝', 'Refused', 'danger'),
    ],
  },
  {
    dictType: 'approval_status',
    zh: '审批状态',
    en: 'Approval status',
    items: [
      item(1, '待审批', 'Pending', 'warning'),
      item(2, '已通过', 'Approved', 'success'),
      item(3, '已拒绝', 'Refused', 'danger'),
      item(4, '已撤回', 'Withdrawn', 'info'),
    ],
  },
  {
    dictType: 'agent_status',
    zh: '代理状态',
    en: 'Agent status',
    items: [
      item(0, '在线', 'Online', 'success'),
      item(1, '离线', 'Offline', 'danger'),
      item(2, '不支持', 'Unsupported', 'info'),
    ],
  },
  {
    dictType: 'activation',
    zh: '激活状态',
    en: 'Activation',
    items: [item(0, '已激活', 'Active', 'success'), item(1, '未激活', 'Inactive', 'info')],
  },
  {
    dictType: 'login_result',
    zh: '登录结果',
    en: 'Login result',
    items: [
      item(1, '成功', 'Success', 'success'),
      item(2, '失败', 'Failure', 'danger'),
      item(3, '连接关闭', 'Connection closed', 'info'),
    ],
  },
  {
    dictType: 'password_check',
    zh: '密码检测结果',
    en: 'Password check',
    items: [
      item(0, '正确', 'Correct', 'success'),
      item(1, '错误', 'Wrong', 'danger'),
      item(2, '未知', 'Unknown', 'info'),
      item(3, '异常', 'Abnormal', 'warning'),
      item(4, '无密钥', 'No key', 'info'),
    ],
  },
  {
    dictType: 'password_strength',
    zh: '密码强度',
    en: 'Password strength',
    items: [
      item('low', '弱', 'Low', 'danger'),
      item('middle', '中', 'Middle', 'warning'),
      item('high', '强', 'High', 'success'),
    ],
  },
  {
    dictType: 'license_status',
    zh: '许可状态',
    en: 'Licence status',
    items: [
      item(0, '未激活', 'Not activated', 'info'),
      item(1, '正常', 'Valid', 'success'),
      item(2, '即将过期', 'Expiring soon', 'warning'),
      item(3, '已过期', 'Expired', 'danger'),
    ],
  },
  {
    dictType: 'upload_status',
    zh: '上传状态',
    en: 'Upload status',
    items: [
      item('uploading', '上传中', 'Uploading', 'primary'),
      item('success', '成功', 'Success', 'success'),
      item('error', '失败', 'Error', 'danger'),
    ],
  },
  {
    dictType: 'usb_key_connection',
    zh: 'USB-KEY 连接状态',
    en: 'USB key connection',
    items: [
      item('connected', '已连接', 'Connected', 'success'),
      item('none', '未检测到设备', 'No device connected', 'warning'),
      item('no_driver', '未安装驱动', 'Driver not installed', 'danger'),
    ],
  },
  {
    dictType: 'approval_result',
    zh: '审批结果',
    en: 'Approval result',
    items: [
      item('passed', '通过', 'Passed', 'success'),
      item('refused', '拒绝', 'Refused', 'danger'),
      item('in_approval', '审批中', 'In approval', 'warning'),
      item('ended', '审批结束', 'Approval ended', 'info'),
      item('terminated', '流程终止', 'Flow terminated', 'info'),
      item('revoked', '已撤销', 'Revoked', 'info'),
    ],
  },
  {
    dictType: 'safe_application_status',
    zh: '保险箱申请状态',
    en: 'Safe application status',
    items: [
      item(1, '待审批', 'Waiting for approval', 'warning'),
      item(2, '已通过', 'Passed', 'success'),
      item(3, '已拒绝', 'Refused', 'danger'),
      item(4, '已撤销', 'Revoked', 'info'),
    ],
  },
  {
    dictType: 'message_status',
    zh: '消息状态',
    en: 'Message status',
    items: [item(1, '未读', 'Unread', 'warning'), item(2, '已读', 'Read', 'info')],
  },
  {
    dictType: 'session_state',
    zh: '会话状态',
    en: 'Session state',
    items: [item(1, '在线', 'Online', 'success'), item(2, '已结束', 'Finished', 'info')],
  },
  {
    dictType: 'sign_in_result',
    zh: '登录日志结果',
    en: 'Sign-in result',
    items: [item(1, '成功', 'Success', 'success'), item(2, '失败', 'Failure', 'danger')],
  },
] as const satisfies readonly EnumTable[];

export type DictType = (typeof enumTables)[number]['dictType'];

/**
 * Numeric states the server computes with; keep in step with the tables above (tests/unit/enumTables.test.ts
 * checks these and the state constants of src/shared/rules and src/shared/api against them).
 */
export const UserStatus = { normal: 0, locked: 1, notYetEffective: 2, expired: 3 } as const;
export const UserKind = { formal: 0, temporary: 1 } as const;
export const UserSource = { local: 0, ldap: 1 } as const;
export const SignInResult = { success: 1, failure: 2 } as const;
export const LicenseStatus = { notActivated: 0, valid: 1, expiringSoon: 2, expired: 3 } as const;

/** Department role (spec §3); keep in step with the department_role table above. */
export const DeptRole = { supervisor: 1, normalMember: 3, visitor: 4 } as const;
export type DeptRoleValue = (typeof DeptRole)[keyof typeof DeptRole];
