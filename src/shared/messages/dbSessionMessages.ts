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
  dbPasswordOnly: {
    zh: '数据库只能使用密码账号登录，该账号使用密钥',
    en: 'Databases log in with password accounts only; this account uses a key',
  },
  dbStatementBlocked: {
    zh: '语句已被拦截（策略：{{policy}}），未执行：{{statement}}',
    en: 'Statement blocked (policy: {{policy}}) and not run: {{statement}}',
  },
  dbStatementWarned: {
    zh: '请注意，该语句触发了 SQL 策略（{{policy}}）并已记录：{{statement}}',
    en: 'Note: this statement matched the SQL policy {{policy}} and was recorded: {{statement}}',
  },
  dbStatementHeld: {
    zh: '语句需要审批（策略：{{policy}}），已提交审批，审批通过后执行：{{statement}}',
    en: 'This statement needs approval (policy: {{policy}}); the request is filed and it runs once approved: {{statement}}',
  },
  dbStatementApproved: {
    zh: '{{approver}} 已同意执行语句：{{statement}}',
    en: '{{approver}} approved the statement: {{statement}}',
  },
  dbStatementRefusedByApprover: {
    zh: '语句审批被拒绝，语句未执行。拒绝原因：{{reason}}',
    en: 'The statement was refused and not run. Reason: {{reason}}',
  },
  dbStatementWithdrawn: {
    zh: '已撤回语句审批，语句未执行',
    en: 'The approval request was withdrawn: the statement was not run',
  },
  dbStatementUnparseable: {
    zh: '（无法解析的语句，策略按“解析失败时拦截”处理）',
    en: '(a statement the parser cannot read; the policy applies it as failing closed)',
  },
  /** An interception verdict already worded in the caller's language (judgeStatement). */
  dbStatementNotice: { zh: '{{notice}}', en: '{{notice}}' },
  dbHeldStatementNotFound: {
    zh: '该待审批语句不存在或已处理',
    en: 'This held statement does not exist or has been dealt with',
  },
} as const satisfies Record<string, { zh: string; en: string }>;
