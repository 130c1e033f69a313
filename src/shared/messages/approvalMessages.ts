/**
 * Texts of command interception, login policies, command and login approvals and their station messages,
 * joined into `messages` (messages.ts). The §5 refusal-reason and login-timeout texts and the §8 submit
 * text are the spec's (资产不能为空 is what the spec shows for a missing timeout).
 */
export const approvalMessages = {
  policyNotFound: { zh: '策略不存在', en: 'The policy does not exist' },
  policyNameTaken: { zh: '策略名称已存在', en: 'A policy with this name already exists' },
  policyPatternsRequired: { zh: '请输入匹配内容', en: 'Enter at least one pattern' },
  policyPatternInvalid: {
    zh: '第 {{index}} 条匹配内容有误：{{detail}}',
    en: 'Pattern {{index}} is refused: {{detail}}',
  },
  policySqlRulesRequired: {
    zh: 'SQL 策略至少需要一条规则：语句类型、无 WHERE 的 DELETE/UPDATE 或表',
    en: 'An SQL policy needs at least one rule: statement kinds, DELETE/UPDATE without WHERE, or tables',
  },
  policySqlObjectInvalid: {
    zh: '第 {{index}} 个表规则“{{object}}”有误，应写作 表、库.表、库.* 或 *.表',
    en: 'Table rule {{index}} “{{object}}” is not valid: write table, schema.table, schema.* or *.table',
  },
  policyScopeUnknown: {
    zh: '所选{{field}}不存在',
    en: 'A chosen entry of {{field}} does not exist',
  },
  policyTimeRangeInvalid: {
    zh: '请输入正确的时间段（HH:mm，开始与结束不能相同）',
    en: 'Enter a time range as HH:mm–HH:mm with different start and end',
  },
  policyAccessEntriesRequired: {
    zh: '来源地址控制至少需要一个地址',
    en: 'A source address list needs at least one address',
  },
  approvalNotFound: { zh: '审批记录不存在', en: 'The approval record does not exist' },
  approvalDecided: { zh: '审批已完成', en: 'This approval has already been decided' },
  approvalNotApprover: { zh: '您不是该申请的审批人', en: 'You are not an approver of this request' },
  approvalOwnRequest: { zh: '不能审批自己的申请', en: 'You cannot decide your own request' },
  approvalNotApplicant: { zh: '只有申请人可以撤回申请', en: 'Only the applicant can withdraw a request' },
  approvalStatusInvalid: { zh: '请选择操作', en: 'Choose approve or refuse' },
  refuseReasonTooLong: { zh: '拒绝原因长度最大为99个字符', en: 'The reason may have at most 99 characters' },
  expirationRequired: { zh: '资产不能为空', en: 'Enter the login window in minutes' },
  expirationInvalid: {
    zh: '登录时效须为 1 到 100000000 之间的整数（分钟）',
    en: 'The login window must be a whole number of minutes from 1 to 100000000',
  },
  loginReasonRequired: { zh: '请输入申请原因', en: 'Enter the reason for the request' },
  loginReasonTooLong: { zh: '申请原因长度最大为99个字符', en: 'The reason may have at most 99 characters' },
  loginApprovalNotRequired: {
    zh: '登录该资产无需审批',
    en: 'Logging in to this asset needs no approval',
  },
  loginPolicyDenied: {
    zh: '运维策略“{{policy}}”禁止此次登录',
    en: 'The access policy "{{policy}}" forbids this login',
  },
  loginNoRight: { zh: '您没有登录该资产的权限', en: 'You may not log in to this asset' },
  accountNotOnAsset: { zh: '所选账号不属于该资产', en: 'The chosen account does not belong to this asset' },
  approvalSubmitted: { zh: '提交审批成功', en: 'Decision submitted' },
  applySubmitted: { zh: '提交申请成功', en: 'Request submitted' },
  // Station messages of approvals, rendered in the reader's language (modules/messages/stationTexts.ts).
  stationCommandRequestTitle: { zh: '命令审批', en: 'Command approval' },
  stationLoginRequestTitle: { zh: '登录审批', en: 'Login approval' },
  stationCommandRequestContent: {
    zh: '{{user}} 申请以账号 {{account}} 在资产 {{asset}}（{{address}}）执行命令：{{detail}}',
    en: '{{user}} asks to run a command on {{asset}} ({{address}}) as {{account}}: {{detail}}',
  },
  stationLoginRequestContent: {
    zh: '{{user}} 申请以账号 {{account}} 在资产 {{asset}}（{{address}}）登录，原因：{{detail}}',
    en: '{{user}} asks to log in to {{asset}} ({{address}}) as {{account}}. Reason: {{detail}}',
  },
  stationCommandApprovedTitle: { zh: '命令审批已同意', en: 'Command approved' },
  stationCommandRefusedTitle: { zh: '命令审批已拒绝', en: 'Command refused' },
  stationLoginApprovedTitle: { zh: '登录审批已同意', en: 'Login approved' },
  stationLoginRefusedTitle: { zh: '登录审批已拒绝', en: 'Login refused' },
  stationCommandApprovedContent: {
    zh: '您在资产 {{asset}}（{{address}}）执行命令“{{detail}}”的申请已同意',
    en: 'Your request to run "{{detail}}" on {{asset}} ({{address}}) was approved',
  },
  stationCommandRefusedContent: {
    zh: '您在资产 {{asset}}（{{address}}）执行命令“{{detail}}”的申请已拒绝',
    en: 'Your request to run "{{detail}}" on {{asset}} ({{address}}) was refused',
  },
  stationLoginApprovedContent: {
    zh: '您以账号 {{account}} 登录资产 {{asset}}（{{address}}）的申请已同意',
    en: 'Your request to log in to {{asset}} ({{address}}) as {{account}} was approved',
  },
  stationLoginRefusedContent: {
    zh: '您以账号 {{account}} 登录资产 {{asset}}（{{address}}）的申请已拒绝',
    en: 'Your request to log in to {{asset}} ({{address}}) as {{account}} was refused',
  },
  stationRefuseReason: { zh: '，拒绝原因：{{reason}}', en: '. Reason: {{reason}}' },
  stationLoginWindow: { zh: '，请在 {{minutes}} 分钟内登录', en: '. Log in within {{minutes}} minutes' },
} as const;
