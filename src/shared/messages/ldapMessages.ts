/**
 * Texts of the LDAP user source (directory settings, directory sign-in, import and sync), joined into
 * `messages` (messages.ts). zh-CN first; ldapUrlInvalid is the spec's §5 text.
 */
export const ldapMessages = {
  ldapUrlInvalid: { zh: '请输入正确的 LDAP 地址', en: 'Enter a valid LDAP address (ldap:// or ldaps:// host[:port])' },
  ldapFieldRequired: { zh: '启用 LDAP 时必须填写{{field}}', en: 'The {{field}} is required while LDAP is enabled' },
  ldapDnInvalid: {
    zh: '请输入正确的 DN，例如 ou=people,dc=example,dc=com',
    en: 'Enter a valid DN, e.g. ou=people,dc=example,dc=com',
  },
  ldapFilterInvalid: {
    zh: '请输入括号括起的 LDAP 过滤条件，并包含 {{placeholder}}',
    en: 'Enter an LDAP filter in parentheses that contains {{placeholder}}',
  },
  ldapImportFilterInvalid: {
    zh: '请输入括号括起的 LDAP 过滤条件',
    en: 'Enter an LDAP filter in parentheses',
  },
  ldapAttributeInvalid: {
    zh: '属性名只支持字母、数字和 -，且以字母开头',
    en: 'An attribute name has letters, digits and -, starting with a letter',
  },
  ldapRetypeBindPassword: {
    zh: 'LDAP 地址或绑定 DN 已修改，请重新输入绑定密码',
    en: 'The LDAP address or bind DN changed: type the bind password again',
  },
  ldapNotEnabled: { zh: 'LDAP 认证未启用，请联系管理员', en: 'LDAP sign-in is not enabled, contact the administrator' },
  ldapNotConfigured: { zh: 'LDAP 目录尚未配置', en: 'The LDAP directory is not configured yet' },
  ldapUnreachable: {
    zh: '无法连接 LDAP 目录服务：{{reason}}',
    en: 'The LDAP directory cannot be reached: {{reason}}',
  },
  ldapSignInUnavailable: {
    zh: 'LDAP 目录服务暂时无法连接，请稍后再试或联系管理员',
    en: 'The LDAP directory cannot be reached right now, try again later or contact the administrator',
  },
  ldapServiceBindFailed: {
    zh: 'LDAP 服务账号认证失败，请检查绑定 DN 和密码',
    en: 'The LDAP service account was refused: check the bind DN and password',
  },
  ldapBaseDnInvalid: {
    zh: '基准 DN 在目录中不存在：{{baseDn}}',
    en: 'The base DN does not exist in the directory: {{baseDn}}',
  },
  ldapTlsFailed: { zh: 'LDAP TLS 连接失败：{{reason}}', en: 'The LDAP TLS connection failed: {{reason}}' },
  ldapSearchFailed: { zh: 'LDAP 查询失败：{{reason}}', en: 'The LDAP search failed: {{reason}}' },
  ldapConnectionOk: { zh: 'LDAP 连接测试成功', en: 'The LDAP connection works' },
  ldapPasswordManaged: {
    zh: '该账号的密码由 LDAP 目录管理，请在目录服务中修改密码',
    en: 'This account’s password is managed by the LDAP directory: change it there',
  },
  ldapSyncRunning: {
    zh: '已有导入任务正在进行，请等待其完成',
    en: 'An import is already running, wait for it to finish',
  },
  ldapSyncStarted: { zh: '导入任务已开始', en: 'The import has started' },
  ldapSkipLocalUser: { zh: '与本地用户同名', en: 'A local user has this name' },
  ldapSkipBadName: {
    zh: '用户名不符合规则（只支持字母、数字、_ -，最长 30 个字符）',
    en: 'The user name breaks the rules (letters, digits, _ and -, at most 30 characters)',
  },
  ldapSkipNoName: { zh: '目录条目缺少用户名属性', en: 'The directory entry has no user name attribute' },
  ldapSkipDuplicate: { zh: '目录中有多个条目使用该用户名', en: 'Several directory entries have this user name' },
  ldapSkipNotFound: { zh: '目录中没有该用户', en: 'The directory has no such user' },
} as const satisfies Record<string, { zh: string; en: string }>;
