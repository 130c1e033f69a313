import { addBundles } from '../../i18n';

/** Texts of the personal centre's OTP card, read as t('otpCard.<key>'); they load with the profile page. */
export const otpText = {
  zh: {
    title: 'OTP / 动态口令',
    bound: '已绑定动态口令，登录时可能需要输入动态口令。',
    notBound: '尚未绑定动态口令。',
    requiredHint: '管理员要求登录时在密码之后输入动态口令，请尽快绑定。',
    bind: '绑定动态口令',
    scan: '请使用 Google Authenticator、Microsoft Authenticator 等动态口令 App 扫描二维码，或手动输入密钥。',
    qrAlt: '动态口令二维码',
    secret: '密钥',
    code: '动态口令',
    codePlaceholder: '请输入 App 中显示的 6 位数字',
    confirm: '确认绑定',
    cancel: '取消',
    unbind: '解绑',
    unbindHint: '解绑需要输入当前的动态口令。',
  },
  en: {
    title: 'OTP / One-time password',
    bound: 'A one-time password is bound; sign-in may ask for it.',
    notBound: 'No one-time password is bound.',
    requiredHint: 'The administrator asks for a one-time password after the password: please bind one.',
    bind: 'Bind a one-time password',
    scan: 'Scan the QR code with an authenticator app (Google Authenticator, Microsoft Authenticator…) or type the secret.',
    qrAlt: 'One-time password QR code',
    secret: 'Secret',
    code: 'One-time password',
    codePlaceholder: 'The 6 digits shown by the app',
    confirm: 'Confirm binding',
    cancel: 'Cancel',
    unbind: 'Unbind',
    unbindHint: 'Unbinding needs a current one-time password.',
  },
} as const;

addBundles({ 'zh-CN': { otpCard: otpText.zh }, en: { otpCard: otpText.en } });
