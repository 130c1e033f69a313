/**
 * Texts of the MySQL/MariaDB listener (bastion/database/native/mysql, docs/database-sessions.md), joined into
 * `messages` (index.ts). zh-CN first. A client sends no language: the listener tells them in English (ERR packets).
 */
export const mysqlNativeMessages = {
  mysqlNativeTlsRequired: {
    zh: 'Gatehouse 只接受加密连接：MariaDB 客户端请加 --ssl（自签名证书再加 --ssl-verify-server-cert=0 或 --ssl-ca），MySQL 客户端请加 --ssl-mode=REQUIRED',
    en: 'Gatehouse accepts encrypted connections only: connect with --ssl (MariaDB client; with the self-signed certificate also --ssl-ca or --disable-ssl-verify-server-cert) or --ssl-mode=REQUIRED (MySQL client)',
  },
  mysqlNativeBadHandshake: {
    zh: '客户端的握手报文无法识别（需要 MySQL 4.1 及以上协议）',
    en: 'The client’s handshake could not be read (protocol 4.1 or later is needed)',
  },
  mysqlNativeUpstreamRefused: {
    zh: '数据库拒绝了 Gatehouse 保管的该账号凭据：{{detail}}',
    en: 'The database refused the account’s credential kept by Gatehouse: {{detail}}',
  },
  mysqlNativeUpstreamUnreachable: {
    zh: 'Gatehouse 无法连接数据库：{{detail}}',
    en: 'Gatehouse could not reach the database: {{detail}}',
  },
  mysqlNativeLoadDataRefused: {
    zh: '不允许通过 Gatehouse 执行 LOAD DATA / LOAD XML：其导入的数据无法审计，请改用 INSERT 语句',
    en: 'LOAD DATA and LOAD XML are not allowed through Gatehouse: the data they load cannot be audited; use INSERT statements',
  },
  mysqlNativeMultiStatementsRefused: {
    zh: '不允许通过 Gatehouse 开启多语句模式：每条语句须单独审计与判定，请逐条发送',
    en: 'Several statements in one text are not allowed through Gatehouse: each statement is audited and judged on its own; send them one at a time',
  },
  mysqlNativeChangeUserRefused: {
    zh: '不允许在连接中切换用户（COM_CHANGE_USER）：请用另一个令牌重新连接',
    en: 'Changing the user of a connection (COM_CHANGE_USER) is not allowed through Gatehouse: connect again with the other token',
  },
  mysqlNativeReplicationRefused: {
    zh: '不允许通过 Gatehouse 读取二进制日志或注册为复制从库',
    en: 'Reading the binary log or registering as a replica is not allowed through Gatehouse',
  },
  mysqlNativeCursorRefused: {
    zh: '不支持通过 Gatehouse 使用服务器端游标（COM_STMT_EXECUTE 的游标标志），请关闭客户端的游标选项',
    en: 'Server-side cursors (the cursor flag of COM_STMT_EXECUTE) are not relayed by Gatehouse; turn the client’s cursor option off',
  },
  mysqlNativeCommandRefused: {
    zh: 'Gatehouse 不转发该命令（{{command}}），因为它无法被审计；请改用对应的 SQL 语句',
    en: 'Gatehouse does not relay this command ({{command}}) because it cannot be audited; use the matching SQL statement',
  },
  mysqlNativeUnknownStatement: {
    zh: '预处理语句 {{id}} 不存在（未通过本连接准备或已关闭）',
    en: 'Prepared statement {{id}} does not exist on this connection (never prepared or closed)',
  },
  mysqlNativeKillRefused: {
    zh: 'Gatehouse 连接 {{id}} 不属于你的会话',
    en: 'Gatehouse connection {{id}} is not one of your sessions',
  },
  nativeMaskingRefused: {
    zh: '该资产账号适用数据脱敏规则，原生客户端无法脱敏，请使用 Web SQL 控制台',
    en: 'Data masking rules apply to this asset account and a native client’s results cannot be masked: use the web SQL console',
  },
  mysqlNativeHoldRefused: {
    zh: '语句未获批准：{{notice}}',
    en: 'The statement was not approved: {{notice}}',
  },
} as const;
