/**
 * Texts of the Telnet layer (connections to Telnet assets), joined into `messages` (messages.ts). zh-CN
 * first. Failures the SSH texts already say well (unreachable, refused, timed out, DNS) use those.
 */
export const telnetMessages = {
  telnetLoginRefused: {
    zh: '目标主机拒绝登录，用户名或密码错误',
    en: 'The host refused the login: wrong user name or password',
  },
  telnetLoginTimeout: {
    zh: '目标主机未在 {{seconds}} 秒内完成 Telnet 登录',
    en: 'The host did not complete the Telnet login within {{seconds}} s',
  },
  telnetClosedDuringLogin: {
    zh: '目标主机在登录过程中关闭了 Telnet 连接',
    en: 'The host closed the Telnet connection during the login',
  },
  telnetPasswordOnly: {
    zh: 'Telnet 只能使用密码账号登录，该账号使用密钥',
    en: 'Telnet logs in with password accounts only; this account uses a key',
  },
} as const satisfies Record<string, { zh: string; en: string }>;
