/**
 * Texts of the live monitor and terminal shares (docs/monitor-share.md), joined into `messages`
 * (messages.ts). 请输入验证码, 创建成功 and 复制成功 are the spec's §8 terminal texts.
 */
export const shareMessages = {
  shareNotFound: {
    zh: '分享链接无效、已过期或已被撤销',
    en: 'The share link is invalid, has expired or was revoked',
  },
  shareCodeRequired: { zh: '请输入验证码', en: 'Please enter the verification code' },
  shareCodeWrong: { zh: '验证码错误', en: 'The verification code is wrong' },
  shareTooManyAttempts: {
    zh: '验证码错误次数过多，请 {{minutes}} 分钟后再试',
    en: 'Too many wrong codes: try again in {{minutes}} minutes',
  },
  shareGuestNotFound: { zh: '该访客已离开', en: 'This guest has left' },
  shareValidityInvalid: {
    zh: '有效期须在 1 到 1440 分钟之间',
    en: 'The validity must be between 1 and 1440 minutes',
  },
  shareCreated: { zh: '创建成功', en: 'Created' },
  shareInputGranted: { zh: '分享者允许您输入', en: 'The owner lets you type' },
  shareInputRevoked: { zh: '分享者收回了输入权限', en: 'The owner took typing back' },
  shareRevoked: { zh: '分享已被撤销', en: 'The share was revoked' },
} as const satisfies Record<string, { zh: string; en: string }>;
