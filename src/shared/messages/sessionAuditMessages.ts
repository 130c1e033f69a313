/**
 * Texts of the session audit (/vedio-replay), joined into `messages` (messages.ts). zh-CN first.
 */
export const sessionAuditMessages = {
  auditSessionNotFound: { zh: '会话记录不存在', en: 'The session record does not exist' },
  auditRecordingNotFound: {
    zh: '该会话没有录像（登录未成功或录像文件已丢失）',
    en: 'This session has no recording (the login failed or the file is gone)',
  },
} as const;
