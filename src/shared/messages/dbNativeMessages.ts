/**
 * Texts of native database clients (modules/db-native, bastion/database/native, docs/database-sessions.md), joined
 * into `messages` (index.ts). zh-CN first. The listeners tell a client's refusal in English (a client sends no
 * language); the console shows the same texts in the user's language.
 */
export const dbNativeMessages = {
  dbNativeTokenNotFound: {
    zh: '客户端令牌不存在或已失效',
    en: 'The client token does not exist or is no longer valid',
  },
  dbNativeTlsRequired: {
    zh: 'Gatehouse 只接受加密连接：请使用 sslmode=require（MySQL：--ssl-mode=REQUIRED）',
    en: 'Gatehouse accepts encrypted connections only: use sslmode=require (MySQL: --ssl-mode=REQUIRED)',
  },
  dbNativeBadLogin: {
    zh: '用户名或密码错误（令牌、或 Gatehouse 用户#资产ID#账号 加密码与动态口令）',
    en: 'Wrong user name or password (a token, or <gatehouse user>#<asset id>#<account> with your password and one-time code)',
  },
  dbNativeTokenExpired: {
    zh: '客户端令牌已过期，请在 Gatehouse 控制台重新签发',
    en: 'The client token has expired; issue a new one in the Gatehouse console',
  },
  dbNativeTokenRevoked: { zh: '客户端令牌已被吊销', en: 'The client token has been revoked' },
  dbNativeTokenSignedOut: {
    zh: '签发该客户端令牌的控制台登录已结束，请重新登录控制台后签发',
    en: 'The console sign-in that issued this client token has ended: sign in to the console and issue a new one',
  },
  dbNativeWrongProtocol: {
    zh: '该资产账号不使用此协议（{{protocol}}）',
    en: 'This asset account does not speak this protocol ({{protocol}})',
  },
  dbNativeOtpRequired: {
    zh: '以个人账号直连需要已绑定的动态口令（密码后接 6 位动态码）；未绑定请在控制台签发客户端令牌',
    en: 'Own-credential logins need a bound one-time password (the password followed by its 6-digit code); without one, issue a client token in the console',
  },
  dbNativeListenerOff: { zh: '该协议的监听未开启', en: 'This protocol’s listener is off' },
  dbNativeStatementTimedOut: {
    zh: 'Gatehouse：语句运行超过行为策略允许的 {{seconds}} 秒，已取消',
    en: 'Gatehouse: the statement ran past the {{seconds}} s the behaviour policy allows and was cancelled',
  },
  dbNativeUnsupported: {
    zh: 'Gatehouse 无法审计此操作，已拒绝：{{what}}',
    en: 'Gatehouse cannot audit this and refuses it: {{what}}',
  },
  dbNativeServerStopping: { zh: 'Gatehouse 正在停止', en: 'Gatehouse is stopping' },
  dbNativeSessionEnded: { zh: '会话已结束：{{reason}}', en: 'The session has ended: {{reason}}' },
  dbNativeWaitingApproval: {
    zh: '语句等待审批：{{notice}}',
    en: 'The statement waits for approval: {{notice}}',
  },
} as const satisfies Record<string, { zh: string; en: string }>;
