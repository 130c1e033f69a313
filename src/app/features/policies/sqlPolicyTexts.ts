import { addBundles } from '../../i18n';

/**
 * Texts of SQL interception policies on /command-intercept-list, read as t('policies.sql.<key>'), and the names
 * of their fields in validation messages (t('fields.<name>')). Keep zh and en in step.
 */
const zh = {
  target: '拦截对象',
  targets: { 0: '命令行（SSH/Telnet）', 1: 'SQL 语句（数据库会话）' },
  targetShort: { 0: '命令', 1: 'SQL' },
  kinds: '语句类型',
  kindsHint: '选中的类型之一即满足；不选表示任意类型',
  noWhere: '仅限无 WHERE 的 DELETE / UPDATE（影响整张表）',
  objects: '表',
  objectsHint:
    '每行一个：表名（任意库）、库.表、库.*（整个库/模式）、*.表；* 匹配任意字符，不区分大小写。未写库名的表按会话当前数据库（MySQL）或 public 模式（PostgreSQL）判断',
  unparseable: '无法解析的语句',
  unparseableChoice: { 0: '拦截（按匹配处理）', 1: '放行（不适用本策略）' },
  unparseableHint:
    '语句先由 SQL 解析器解析后再判断。解析器不认识的语句（如 VACUUM、LISTEN、部分存储过程语法）：选“拦截”时本策略照常阻断/审批/告警；选“放行”时本策略不适用，语句直接执行',
  rulesHint: '设置的各项规则须同时满足；一段文本中的多条语句逐条判断，取最严格的结果',
  summaryNoWhere: '无 WHERE',
  summaryObjects: '表：{{objects}}',
  summaryUnparseable: { 0: '解析失败时拦截', 1: '解析失败时放行' },
  anyKind: '任意语句',
};

const en: typeof zh = {
  target: 'Applies to',
  targets: { 0: 'Command lines (SSH/Telnet)', 1: 'SQL statements (database sessions)' },
  targetShort: { 0: 'Command', 1: 'SQL' },
  kinds: 'Statement kinds',
  kindsHint: 'Any chosen kind matches; none chosen means any kind',
  noWhere: 'Only DELETE / UPDATE without WHERE (the whole table)',
  objects: 'Tables',
  objectsHint:
    'One per line: table (in any schema), schema.table, schema.* (a whole database/schema), *.table; * matches any characters, case is ignored. A table written without its schema counts as in the session’s database (MySQL) or the public schema (PostgreSQL)',
  unparseable: 'Statements the parser cannot read',
  unparseableChoice: { 0: 'Fail closed (treat as matching)', 1: 'Fail open (policy does not apply)' },
  unparseableHint:
    'Statements are parsed by an SQL parser before they are judged. For one it cannot read (e.g. VACUUM, LISTEN, some procedure syntax): fail closed blocks, holds or warns as this policy says; fail open lets it run as far as this policy is concerned',
  rulesHint:
    'Every rule set must hold; several statements in one text are judged one by one and the strictest verdict wins',
  summaryNoWhere: 'without WHERE',
  summaryObjects: 'Tables: {{objects}}',
  summaryUnparseable: { 0: 'unparseable: fail closed', 1: 'unparseable: fail open' },
  anyKind: 'any statement',
};

const fieldNames = {
  zh: {
    target: '拦截对象',
    sqlKinds: '语句类型',
    sqlNoWhere: '无 WHERE 规则',
    sqlObjects: '表',
    sqlUnparseable: '无法解析的语句',
  },
  en: {
    target: 'The target',
    sqlKinds: 'The statement kinds',
    sqlNoWhere: 'The without-WHERE rule',
    sqlObjects: 'The tables',
    sqlUnparseable: 'The unparseable choice',
  },
};

let added = false;

export function ensureSqlPolicyTexts(): void {
  if (added) return;
  added = true;
  addBundles({
    'zh-CN': { policies: { sql: zh }, fields: fieldNames.zh },
    en: { policies: { sql: en }, fields: fieldNames.en },
  });
}
