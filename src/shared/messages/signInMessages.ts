/**
 * Texts of the sign-in methods (SMS, e-mail, one-time password, forgotten password), joined into
 * `messages` (messages.ts) so that server replies and console forms share them. zh-CN first.
 */
export const signInMessages = {
  codeSent: { zh: '验证码已发送，请注意查收', en: 'A code has been sent if the account can receive it' },
  codeInvalid: { zh: '验证码错误或已过期', en: 'The code is wrong or has expired' },
  codeRequired: { zh: '验证码不能为空', en: 'The code is required' },
  codeFormat: { zh: '验证码为 6 位数字', en: 'The code has 6 digits' },
  codeTooFrequent: {
    zh: '验证码发送过于频繁，请 {{seconds}} 秒后重试',
    en: 'Codes are requested too often, try again in {{seconds}} s',
  },
  codeLimitReached: {
    zh: '验证码发送次数过多，请一小时后再试',
    en: 'Too many codes were requested, try again in an hour',
  },
  phoneRequired: { zh: '手机号不能为空', en: 'The phone number is required' },
  ticketInvalid: { zh: '登录已超时，请重新登录', en: 'This sign-in step has expired, please sign in again' },
  resetTicketInvalid: {
    zh: '重置凭证已失效，请重新获取验证码',
    en: 'The reset permission has expired, please request a new code',
  },
  passwordResetDone: { zh: '密码重置成功，请使用新密码登录', en: 'Password reset, please sign in with it' },
  signInMethodDisabled: { zh: '该登录方式未开启', en: 'This sign-in method is not enabled' },
  otpInvalid: { zh: '动态口令错误', en: 'The one-time password is wrong' },
  otpNotBound: { zh: '尚未绑定动态口令', en: 'No one-time password is bound' },
  otpAlreadyBound: { zh: '已绑定动态口令，请先解绑', en: 'A one-time password is already bound: unbind it first' },
  otpBindExpired: {
    zh: '绑定已超时，请重新获取二维码',
    en: 'Binding timed out, please get a new QR code',
  },
  otpBound: { zh: '动态口令绑定成功', en: 'One-time password bound' },
  otpUnbound: { zh: '动态口令已解绑', en: 'One-time password unbound' },
  smsNotConfigured: { zh: '短信服务未配置', en: 'The SMS service is not configured' },
  emailNotConfigured: { zh: '邮件服务未配置', en: 'The e-mail service is not configured' },
  smsSendFailed: { zh: '短信发送失败：{{reason}}', en: 'The SMS could not be sent: {{reason}}' },
  emailSendFailed: { zh: '邮件发送失败：{{reason}}', en: 'The e-mail could not be sent: {{reason}}' },
  testSmsSent: { zh: '测试短信已发送', en: 'Test SMS sent' },
  testEmailSent: { zh: '测试邮件已发送', en: 'Test e-mail sent' },
  settingsSaved: { zh: '保存成功', en: 'Saved' },
  secondFactorNeedsProvider: {
    zh: '启用短信登录或短信二次验证前，请先配置短信服务',
    en: 'Configure the SMS service before enabling SMS sign-in or the SMS second factor',
  },
  emailCodeSubject: { zh: '【{{product}}】验证码', en: '[{{product}}] Verification code' },
  emailCodeBody: {
    zh: '您的验证码为 {{code}}，{{minutes}} 分钟内有效。如非本人操作，请忽略本邮件。',
    en: 'Your code is {{code}}, valid for {{minutes}} minutes. If you did not ask for it, ignore this e-mail.',
  },
} as const satisfies Record<string, { zh: string; en: string }>;
