import { addBundles } from '../../../i18n';

/**
 * Texts of the sign-in panels loaded on demand (SMS, one-time password, second factor), read as
 * t('signInPanels.<key>'). They join the i18n resources when this chunk loads, so /login's first load
 * does not carry them. Keep zh and en key for key in step (tests/unit/signInTexts.test.ts).
 */
export const signInPanelText = {
  zh: {
    phone: '手机号',
    phonePlaceholder: '请输入手机号',
    code: '验证码',
    codePlaceholder: '请输入 6 位验证码',
    username: '用户名',
    usernamePlaceholder: '请输入用户名',
    otpCode: '动态口令',
    otpPlaceholder: '请输入动态口令 App 中的 6 位数字',
    submit: '登 录',
    submitting: '登 录 中...',
    secondTitle: '二次验证',
    secondSms: '验证码将发送至 {{phone}}',
    secondOtp: '请输入动态口令 App 中显示的 6 位数字',
    verify: '验 证',
    back: '返回密码登录',
  },
  en: {
    phone: 'Phone number',
    phonePlaceholder: 'Enter your phone number',
    code: 'Code',
    codePlaceholder: 'Enter the 6-digit code',
    username: 'User name',
    usernamePlaceholder: 'Enter your user name',
    otpCode: 'One-time password',
    otpPlaceholder: 'The 6 digits shown by your authenticator app',
    submit: 'Sign in',
    submitting: 'Signing in...',
    secondTitle: 'Second step',
    secondSms: 'The code goes to {{phone}}',
    secondOtp: 'Enter the 6 digits shown by your authenticator app',
    verify: 'Verify',
    back: 'Back to password sign-in',
  },
} as const;

addBundles({ 'zh-CN': { signInPanels: signInPanelText.zh }, en: { signInPanels: signInPanelText.en } });
