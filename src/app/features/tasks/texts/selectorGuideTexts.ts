/**
 * Texts of /selector-document-list, read as t('tasks.selectorGuide.<key>'); the expressions themselves are in
 * ../selectorGuide.ts. What is written here is docs/tasks.md "Selectors", which the server's parser and query
 * builder (src/server/modules/tasks/selector) do: keep it in step with tests/unit/tasks/selectorGuide.test.ts, which
 * checks the claims it can. Keep zh and en key for key in step.
 */
const zh = {
  selectorGuide: {
    title: '选择器说明',
    intro:
      '周期任务除了逐个选择账号、资产、标签、资产类型和部门，还可以用选择器表达式按账号的属性选择执行对象。账号匹配表达式，或匹配上面任一已选条件，即会执行；保存前表单会列出匹配的账号，可据此核对。',
    shape: '一个比较写作：字段 运算符 值，例如 platform = "Linux"。多个比较用 and、or、not 和括号组合。',
    fieldsTitle: '字段',
    fieldColumns: { field: '字段', compares: '比较的内容', values: '可用的值' },
    field: {
      asset: '资产名称',
      address: '资产地址',
      account: '账号的登录名',
      platform: '资产类型的名称（Linux、Windows 等）',
      tag: '资产或账号的标签，任一带有即匹配',
      dept: '资产所属部门，包含其下级部门',
      kind: '登录方式',
      strength: '保险箱中所存密码的强度',
      check: '最近一次密码检测结果；只比较完整的名称（=、!=、in、not in），~ 不匹配任何账号',
    },
    anyValue: '任意文本',
    valueKind: { password: '密码', key: '密钥' },
    operatorsTitle: '运算符',
    operatorColumns: { operator: '运算符', meaning: '含义', example: '示例' },
    operator: {
      equals: '等于：与整个值相同',
      notEquals: '不等于',
      contains: '包含：值中含有这段文本',
      notContains: '不包含',
      in: '等于列表中的任一值',
      notIn: '不等于列表中的任何值',
    },
    caseRule: '所有比较都不区分大小写：platform = "linux" 与 platform = "Linux" 相同。',
    valuesTitle: '值的写法',
    quoting:
      '值必须用双引号 " 或单引号 \' 括起来，可以包含空格和中文。值中不能出现括住它的那种引号：含双引号的值请用单引号括起，反之亦然。列表写在括号中，值之间用逗号分隔，至少一个值。',
    logicTitle: '组合',
    logicColumns: { word: '写法', meaning: '含义', example: '示例' },
    logic: {
      and: '两边都满足',
      or: '任一边满足',
      not: '不满足其后的条件',
      parentheses: '先计算括号内的部分',
    },
    precedence:
      'not 最先结合，其次 and，最后 or：a or b and c 等同于 a or (b and c)。不确定时请加括号。字段名和 and、or、not、in 这些关键字也不区分大小写。',
    mistakesTitle: '写错时',
    mistake:
      '无法解析的表达式在保存时被拒绝，并指出出错的位置和该处应有的内容。例如 {{expression}} 中的值没有加引号，提示为：{{message}}',
    scopeTitle: '范围',
    scope:
      '选择器只在任务保存人的资产管理范围内选择账号，不会越过这个范围：每次执行时都会重新读取保存人的范围，已不在范围内的账号不会执行。每个比较都作为参数化的查询条件执行，值不会被当作查询语句的一部分。',
    examplesTitle: '示例',
    exampleColumns: { meaning: '含义', expression: '表达式' },
    example: {
      linux: 'Linux 资产上的所有账号',
      notCorrect: '最近一次密码检测结果不是“正确”的账号',
      weak: '密码强度为弱或中，且检测结果不是“正确”的账号',
      tags: '资产或账号带有 prod 或 db 标签的账号',
      webNotRoot: '资产名称包含 web- 的资产上，除 root 以外的账号',
      subnet: '地址包含 10.0.1. 的资产上的账号',
      deptPassword: '运维部（含下级部门）资产上用密码登录的账号',
      notTest: '资产和账号都没有 test、dev 标签的账号',
      combined: 'Linux 资产上除 root 以外、且（资产或账号带有 prod 或 db 标签，或资产名称包含 web-）的账号',
      precedence: '用密钥登录的账号，以及 Windows 资产上检测结果为“错误”的账号（and 先于 or）',
      anyCase: '与 platform = "Linux" and check = "wrong" 相同：字段、关键字和值都不区分大小写',
    },
  },
};

const en: typeof zh = {
  selectorGuide: {
    title: 'Selector guide',
    intro:
      'Besides choosing accounts, assets, tags, asset types and departments one by one, a scheduled task can pick accounts by what they are with a selector expression. An account matching the selector, or any entry chosen above, is worked on; before you save, the form lists the matching accounts so that you can check them.',
    shape:
      'A comparison is written field operator value, e.g. platform = "Linux". Comparisons are joined with and, or, not and parentheses.',
    fieldsTitle: 'Fields',
    fieldColumns: { field: 'Field', compares: 'What it compares', values: 'Values' },
    field: {
      asset: "The asset's name",
      address: "The asset's address",
      account: "The account's login name",
      platform: "The asset type's name (Linux, Windows, …)",
      tag: 'A tag of the asset or of the account: either one is enough',
      dept: "The asset's department, its sub-departments included",
      kind: 'How the account signs in',
      strength: 'The strength of the password stored in the vault',
      check: 'The last password check; whole names only (=, !=, in, not in): ~ matches no account',
    },
    anyValue: 'Any text',
    valueKind: { password: 'Password', key: 'Key' },
    operatorsTitle: 'Operators',
    operatorColumns: { operator: 'Operator', meaning: 'Meaning', example: 'Example' },
    operator: {
      equals: 'Equals: the whole value is the same',
      notEquals: 'Does not equal',
      contains: 'Contains: the text is somewhere in the value',
      notContains: 'Does not contain',
      in: 'Equals any value of the list',
      notIn: 'Equals no value of the list',
    },
    caseRule: 'Every comparison ignores case: platform = "linux" is the same as platform = "Linux".',
    valuesTitle: 'Values',
    quoting:
      'Values are quoted with " or \', and may hold spaces and any language. A value cannot hold the quote it is quoted with: quote a value holding " with \', and the other way round. A list goes in parentheses, its values separated by commas, at least one.',
    logicTitle: 'Joining comparisons',
    logicColumns: { word: 'Written', meaning: 'Meaning', example: 'Example' },
    logic: {
      and: 'Both sides hold',
      or: 'Either side holds',
      not: 'What follows does not hold',
      parentheses: 'The part inside is taken first',
    },
    precedence:
      'not binds first, then and, then or: a or b and c is a or (b and c). When in doubt, add parentheses. Field names and the words and, or, not, in ignore case too.',
    mistakesTitle: 'Mistakes',
    mistake:
      'An expression that does not parse is refused when the task is saved, with the character where it went wrong and what was expected there. In {{expression}} the value is not quoted, and the message is: {{message}}',
    scopeTitle: 'Scope',
    scope:
      "A selector picks accounts only inside the asset scope of whoever saved the task, never beyond it: the scope is read again at every run, and accounts that left it are not touched. Every comparison runs as a parameterised query condition: a value is never part of the query's text.",
    examplesTitle: 'Examples',
    exampleColumns: { meaning: 'Meaning', expression: 'Expression' },
    example: {
      linux: 'Every account on a Linux asset',
      notCorrect: 'Accounts whose last password check was not correct',
      weak: 'Accounts with a low or middle password whose check was not correct',
      tags: 'Accounts whose asset or themselves are tagged prod or db',
      webNotRoot: 'Accounts other than root on assets whose name contains web-',
      subnet: 'Accounts on assets whose address contains 10.0.1.',
      deptPassword: 'Accounts signing in with a password on assets of 运维部 (sub-departments included)',
      notTest: 'Accounts where neither the account nor its asset is tagged test or dev',
      combined:
        'Accounts other than root on Linux assets that are tagged prod or db (asset or account) or whose asset name contains web-',
      precedence:
        'Accounts signing in with a key, and accounts on Windows assets whose check was wrong (and before or)',
      anyCase: 'The same as platform = "Linux" and check = "wrong": fields, words and values ignore case',
    },
  },
};

export const selectorGuideTexts = { zh, en };
