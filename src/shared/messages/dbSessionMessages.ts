/**
 * Texts of database sessions (modules/db-sessions, docs/database-sessions.md), joined into `messages` (index.ts).
 * zh-CN first. A database's own error is quoted as the database says it ({{error}}), with its code.
 */
export const dbSessionMessages = {
  dbNoProtocol: {
    zh: '该资产未配置 MySQL 或 PostgreSQL 协议',
    en: 'This asset has no MySQL or PostgreSQL protocol',
  },
  dbSessionNotFound: { zh: '数据库会话不存在或已结束', en: 'The database session does not exist or has ended' },
  dbConnectFailed: {
    zh: '无法连接数据库：{{error}}',
    en: 'Could not connect to the database: {{error}}',
  },
  dbCredentialRefused: {
    zh: '数据库拒绝了保险箱中的账号密码：{{error}}',
    en: 'The database refused the vault’s credential: {{error}}',
  },
  dbStatementFailed: { zh: '数据库返回错误：{{error}}', en: 'The database answered with an error: {{error}}' },
  dbStatementTimeout: {
    zh: '语句执行超过 {{seconds}} 秒，已被终止',
    en: 'The statement ran longer than {{seconds}} s and was stopped',
  },
  dbStatementCancelled: { zh: '语句已被取消', en: 'The statement was cancelled' },
  dbSessionBusy: {
    zh: '该会话正在执行另一条语句，请等待其结束或取消它',
    en: 'This session is running another statement; wait for it or cancel it',
  },
  dbProxyUnsupported: {
    zh: '数据库会话暂不支持经网络代理连接',
    en: 'Database sessions cannot go through a network proxy yet',
  },
  dbPasswordOnly: {
    zh: '数据库只能使用密码账号登录，该账号使用密钥',
    en: 'Databases log in with password accounts only; this account uses a key',
  },
} as const satisfies Record<string, { zh: string; en: string }>;
