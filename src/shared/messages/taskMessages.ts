/** Scheduled tasks, the task centre and the job log (docs/tasks.md). */
export const taskMessages = {
  cronInvalid: {
    zh: 'Cron 表达式无效，请参考 Cron 表达式说明',
    en: 'The cron expression is not valid: see the cron expression guide',
  },
  cronTooOften: { zh: '执行间隔不能小于1分钟', en: 'Runs must be at least one minute apart' },
  timeZoneInvalid: { zh: '时区无效', en: 'Unknown time zone' },
  taskWeekDaysRequired: { zh: '请选择每周执行的日期', en: 'Choose the days of the week' },
  taskMonthDaysRequired: { zh: '请选择每月执行的日期', en: 'Choose the days of the month' },
  taskTypeUnavailable: {
    zh: '该任务类型暂不支持定时执行',
    en: 'Tasks of this type cannot be scheduled yet',
  },
  taskNotFound: { zh: '任务不存在', en: 'The task does not exist' },
  taskNameTaken: { zh: '任务名称已存在', en: 'A task with this name already exists' },
  taskTargetsRequired: { zh: '请选择执行对象', en: 'Choose what the task works on' },
  taskTargetNotManaged: {
    zh: '所选{{field}}不存在或您无权管理',
    en: 'A chosen entry of {{field}} does not exist or is not yours to manage',
  },
  taskRunNotFound: { zh: '任务执行记录不存在', en: 'The task run does not exist' },
  taskRunNotRunning: { zh: '任务已结束，无法取消', en: 'The run has already ended' },
  taskRunStillRunning: { zh: '任务仍在执行中', en: 'The run is still running' },
  taskRunNothingToRetry: { zh: '没有失败的执行对象', en: 'The run has no failed targets to retry' },
  selectorInvalid: {
    zh: '选择器第 {{position}} 个字符处有误，应为：{{expected}}',
    en: 'The selector is wrong at character {{position}}: expected {{expected}}',
  },
  taskScriptRequired: { zh: '请选择改密脚本', en: 'Choose the password-change script' },
  scriptPatternInvalid: {
    zh: '期望内容不是有效的正则表达式',
    en: 'The expected text is not a valid regular expression',
  },
  scriptStepsRequired: { zh: '请添加交互步骤', en: 'Add the steps of the dialogue' },
  scriptNotFound: { zh: '改密脚本不存在', en: 'The password-change script does not exist' },
  scriptNameTaken: { zh: '改密脚本名称已存在', en: 'A script with this name already exists' },
  scriptInUse: {
    zh: '改密脚本正被定时任务使用，无法删除',
    en: 'Scheduled tasks use this script: it cannot be deleted',
  },
  scriptBuiltIn: { zh: '内置改密脚本不能删除', en: 'Built-in scripts cannot be deleted' },
  // Outcomes of a password change, per target.
  changeDone: { zh: '密码已修改并验证，已保存到保险箱', en: 'Password changed, verified and stored in the vault' },
  changeNotPassword: {
    zh: '该账号使用密钥登录，不支持改密',
    en: 'The account signs in with a key: no password to change',
  },
  changeNoSecret: { zh: '保险箱中没有该账号的密码', en: 'The vault holds no password for this account' },
  changeNoPrivileged: {
    zh: '资产上没有特权账号 {{name}} 或其没有保存密码',
    en: 'The asset has no privileged account {{name}} with a stored password',
  },
  changeConnectFailed: { zh: '无法登录主机：{{reason}}', en: 'Could not sign in to the host: {{reason}}' },
  changeScriptTimeout: {
    zh: '等待“{{expect}}”超时：主机上的密码未改变，保险箱保留原密码',
    en: 'Timed out waiting for "{{expect}}": the host kept its password and so does the vault',
  },
  changeScriptExit: {
    zh: '改密命令退出码 {{code}}：主机上的密码未改变，保险箱保留原密码',
    en: 'The change command ended with status {{code}}: the host kept its password and so does the vault',
  },
  changeScriptLost: {
    zh: '改密时连接中断：主机上的密码未改变，保险箱保留原密码',
    en: 'The connection dropped during the change: the host kept its password and so does the vault',
  },
  changeNotApplied: {
    zh: '改密脚本已执行，但主机仍使用原密码，保险箱保留原密码',
    en: 'The script ran but the host still takes the old password: the vault keeps it',
  },
  changeVerifyFailedRolledBack: {
    zh: '新密码验证失败，已在主机上恢复原密码，保险箱保留原密码',
    en: 'The new password did not verify: the old one was put back on the host and stays in the vault',
  },
  changeVerifyFailedKept: {
    zh: '新密码验证失败且无法恢复原密码：新密码已作为待确认密码保存在改密记录中，请人工处理',
    en: 'The new password did not verify and the old one could not be put back: the new one is kept in the password records for a person to settle',
  },
  taskNotOwner: {
    zh: '该任务以 {{owner}} 的权限执行：请先保存为您自己的任务再操作',
    en: "This task acts with {{owner}}'s rights: save it as yours first",
  },
  taskRunsBusy: { zh: '该任务正在执行中', en: 'The task is running already' },

  // Background tasks (type 8): the long jobs Gatehouse runs, by name.
  backgroundLdapSync: { zh: 'LDAP 全量同步', en: 'LDAP full sync' },
  backgroundLdapImport: { zh: 'LDAP 用户导入', en: 'LDAP user import' },
  backgroundKeyRotation: { zh: '主密钥轮换', en: 'Master key rotation' },
  backgroundAssetImport: { zh: '资产导入', en: 'Asset import' },

  // System tasks (/setup-manage-task): their names and outcomes.
  systemLogCleanup: { zh: '日志清理', en: 'Log cleanup' },
  systemRecordingRetention: { zh: '录像保留期清理', en: 'Recording retention' },
  systemDatabaseBackup: { zh: '系统数据库备份', en: 'Database backup' },
  systemLogCleanupDone: {
    zh: '已删除 {{days}} 天前的操作日志 {{operations}} 条、登录日志 {{logins}} 条',
    en: 'Removed {{operations}} operation-log and {{logins}} login-log lines older than {{days}} days',
  },
  systemRecordingsRemoved: {
    zh: '已删除 {{days}} 天前的会话录像 {{count}} 个（{{megabytes}} MB）',
    en: 'Removed {{count}} session recordings older than {{days}} days ({{megabytes}} MB)',
  },
  systemBackupDone: {
    zh: '已备份到 backups/{{file}}（{{megabytes}} MB），删除旧备份 {{removed}} 个',
    en: 'Backed up to backups/{{file}} ({{megabytes}} MB); {{removed}} older copies removed',
  },
  systemBackupFailed: { zh: '数据库备份失败：{{reason}}', en: 'The database backup failed: {{reason}}' },

  // Run and target messages, stored as keys and shown in the reader's language.
  taskRunMissed: {
    zh: '计划于 {{time}} 执行时系统未运行，已错过 {{count}} 次',
    en: 'No node was running at {{time}}: {{count}} firing(s) missed',
  },
  taskRunMissedSkipped: {
    zh: '计划于 {{time}} 执行时系统未运行，按策略不补执行',
    en: 'No node was running at {{time}}: not run, as the task asks',
  },
  taskRunSkippedBusy: {
    zh: '上一次执行尚未结束，本次不执行',
    en: 'The previous run had not ended: this firing was not run',
  },
  taskRunCancelled: { zh: '已被 {{user}} 取消', en: 'Cancelled by {{user}}' },
  taskRunInterrupted: {
    zh: '执行节点在任务结束前停止',
    en: 'The node running it stopped before the run ended',
  },
  taskRunOwnerGone: {
    zh: '任务保存人已被删除或停用，任务不再执行',
    en: 'Whoever saved the task was deleted or locked: the task no longer runs',
  },
  taskRunNoTargets: { zh: '没有匹配的账号', en: 'No account matched the targets' },
  taskTargetCancelled: { zh: '任务取消，未执行', en: 'Not run: the run was cancelled' },
  taskTargetGone: {
    zh: '账号已删除或不在任务保存人的管理范围内',
    en: 'The account was deleted or is no longer managed by whoever saved the task',
  },
  taskTargetError: { zh: '执行出错：{{error}}', en: 'Failed: {{error}}' },
  taskLogStarted: { zh: '开始执行，共 {{total}} 个账号', en: 'Started on {{total}} account(s)' },
  taskLogEnded: {
    zh: '执行结束：成功 {{succeeded}}，失败 {{failed}}',
    en: 'Ended: {{succeeded}} succeeded, {{failed}} failed',
  },
} as const;
