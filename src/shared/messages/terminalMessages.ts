/**
 * Texts of the web terminal's server side (docs/terminal.md), joined into `messages` (messages.ts).
 * zh-CN first. None of them ever carries a password, key or passphrase.
 */
export const terminalMessages = {
  terminalSessionNotFound: { zh: '终端会话不存在或已结束', en: 'The terminal session does not exist or has ended' },
  terminalProtocolUnavailable: {
    zh: '暂不支持通过 {{protocol}} 协议打开终端',
    en: 'Terminal sessions over {{protocol}} are not available yet',
  },
  terminalNoProtocol: {
    zh: '该资产未配置 SSH 或 Telnet 协议',
    en: 'This asset has neither SSH nor Telnet configured',
  },
  terminalNoRight: { zh: '您没有登录该资产的权限', en: 'You may not log in to this asset' },
  terminalAccountNotOnAsset: { zh: '所选账号不属于该资产', en: 'The chosen account does not belong to this asset' },
  terminalAccountNotGranted: {
    zh: '您的授权不包含该账号',
    en: 'Your authorisation does not include this account',
  },
  terminalNoCredential: {
    zh: '该账号未保存密码或私钥，无法登录',
    en: 'No password or private key is stored for this account: it cannot log in',
  },
  terminalSecretUnreadable: {
    zh: '该账号保存的凭据无法读取，请联系管理员',
    en: 'The credential stored for this account cannot be read: contact the administrator',
  },
  terminalRecordingFailed: {
    zh: '无法创建会话录像，已拒绝打开会话',
    en: 'The session recording could not be created, so the session was not opened',
  },
  terminalLoginFailed: { zh: '登录失败：{{reason}}', en: 'Login failed: {{reason}}' },
  terminalEndExit: { zh: '会话已结束', en: 'The session has ended' },
  terminalEndUserClosed: { zh: '会话已关闭', en: 'The session was closed' },
  terminalEndTerminated: { zh: '会话已被管理员终止', en: 'The session was ended by an administrator' },
  terminalEndGraceExpired: {
    zh: '网络断开时间过长，会话已关闭',
    en: 'The connection was gone too long: the session was closed',
  },
  terminalEndConnectionLost: {
    zh: '与目标主机的连接已断开',
    en: 'The connection to the host was lost',
  },
  terminalEndServerStopped: { zh: '堡垒机服务已停止，会话已关闭', en: 'The bastion stopped: the session was closed' },
  terminalEndSignedOut: { zh: '您已退出登录，会话已关闭', en: 'You signed out: the session was closed' },
  terminalEndSignInExpired: {
    zh: '您的登录已失效，会话已关闭',
    en: 'Your sign-in has lapsed: the session was closed',
  },
  terminalEndAccessEnded: {
    zh: '您对该资产的授权已失效，会话已关闭',
    en: 'Your authorisation for this asset has ended: the session was closed',
  },
  terminalCommandCheckFailed: {
    zh: '命令检查暂时无法进行，命令未执行，请稍后重试',
    en: 'The command could not be checked just now: it was not run, please try again',
  },
  terminalCommandBlocked: {
    zh: '命令已被拦截（策略：{{policy}}）：{{line}}',
    en: 'Command blocked (policy: {{policy}}): {{line}}',
  },
  terminalCommandWarned: {
    zh: '请注意，该命令触发了命令策略（{{policy}}）并已记录：{{line}}',
    en: 'Note: this command matched the policy {{policy}} and was recorded: {{line}}',
  },
  terminalCommandHeld: {
    zh: '命令需要审批（策略：{{policy}}），已提交审批，请等待审批结果；按 Ctrl+C 撤回：{{line}}',
    en: 'This command needs approval (policy: {{policy}}); the request is filed, please wait, Ctrl+C withdraws it: {{line}}',
  },
  terminalCommandApproved: {
    zh: '{{approver}} 已同意执行命令：{{line}}',
    en: '{{approver}} approved the command: {{line}}',
  },
  terminalCommandRefused: {
    zh: '命令审批被拒绝，命令未执行。拒绝原因：{{reason}}',
    en: 'The command was refused and not run. Reason: {{reason}}',
  },
  terminalCommandWithdrawn: {
    zh: '已撤回命令审批，命令未执行',
    en: 'The approval request was withdrawn: the command was not run',
  },
  terminalLoginDenied: {
    zh: '登录策略（{{policy}}）不允许此时从此地址登录该资产',
    en: 'The login policy {{policy}} does not allow logging in to this asset now or from this address',
  },
  terminalLoginApprovalRequired: {
    zh: '登录该资产需要审批（策略：{{policy}}），请提交登录申请',
    en: 'Logging in to this asset needs approval (policy: {{policy}}): please file a login request',
  },
} as const satisfies Record<string, { zh: string; en: string }>;
