/** Texts of behaviour policies (docs/behaviour-policies.md): the form's refusals and what the gateway says. */
export const behaviorMessages = {
  behaviorMinutesInvalid: {
    zh: '{{field}}须为 1 至 {{max}} 之间的整数分钟',
    en: '{{field}} must be a whole number of minutes from 1 to {{max}}',
  },
  behaviorNumberInvalid: {
    zh: '{{field}}须为 1 至 {{max}} 之间的整数',
    en: '{{field}} must be a whole number from 1 to {{max}}',
  },
  maskPatternInvalid: {
    zh: '脱敏列须写作“列名”或“表名.列名”（字母、数字、_、$，* 匹配任意字符），最多 {{max}} 个字符',
    en: 'A masked column is written "column" or "table.column" (letters, digits, _, $; * matches any characters), at most {{max}} characters',
  },
  behaviorRulesRequired: {
    zh: '请至少设置一项会话规则',
    en: 'Set at least one session rule',
  },
  behaviorUploadDenied: {
    zh: '行为策略“{{policy}}”禁止在此会话中上传文件',
    en: 'The behaviour policy "{{policy}}" does not allow uploading files in this session',
  },
  behaviorDownloadDenied: {
    zh: '行为策略“{{policy}}”禁止在此会话中下载文件',
    en: 'The behaviour policy "{{policy}}" does not allow downloading files from this session',
  },
  behaviorShareDenied: {
    zh: '行为策略“{{policy}}”禁止分享此会话',
    en: 'The behaviour policy "{{policy}}" does not allow sharing this session',
  },
  behaviorSessionEndsSoon: {
    zh: '会话将在 {{minutes}} 分钟后达到最长时长并结束（策略：{{policy}}）',
    en: 'The session reaches its maximum length and ends in {{minutes}} min (policy: {{policy}})',
  },
  terminalEndIdleTimeout: {
    zh: '会话空闲超时，已关闭',
    en: 'The session was idle too long: it was closed',
  },
  terminalEndMaxDuration: {
    zh: '会话已达到最长时长，已关闭',
    en: 'The session reached its maximum length: it was closed',
  },
  terminalEndRecordingFailed: {
    zh: '会话录像无法写入，按策略会话已关闭',
    en: 'The session recording could not be written: as the policy requires, the session was closed',
  },
} as const;
