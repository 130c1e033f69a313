import { addBundles } from '../../i18n';

/**
 * Texts of QR scan sign-in, security keys and the key binding page, read as t('keys.<key>'). They join
 * the resources when a chunk of this feature loads, so /login carries none of them up front.
 * Keep zh and en key for key in step.
 */
const zh = {
  otherWays: '其他登录方式',
  scanTab: '扫码登录',
  securityKeyTab: '硬件密钥',
  usbKeyTab: 'USB-KEY',
  scan: {
    hint: '请使用已登录的手机浏览器扫描二维码',
    qrAlt: '扫码登录二维码',
    scanned: '已扫码，请在手机上确认登录',
    refused: '手机端已拒绝本次登录',
    expired: '二维码已过期',
    refresh: '刷新二维码',
    openLink: '或在已登录的设备上打开此链接',
  },
  securityKey: {
    hint: '输入用户名后按提示触摸您的安全密钥；留空则由密钥选择账号。',
    username: '用户名（可选）',
    submit: '使用安全密钥登录',
    unsupported: '当前浏览器不支持安全密钥（需要 HTTPS 或 localhost）',
    cancelled: '安全密钥操作已取消或超时',
  },
  confirm: {
    title: '扫码登录确认',
    asking: '以下浏览器正在请求登录您的账号：',
    ip: 'IP 地址',
    browser: '浏览器',
    time: '请求时间',
    expires: '有效期至',
    warning: '如果不是您本人操作，请拒绝。',
    accept: '确认登录',
    refuse: '拒绝',
    confirmed: '已确认，电脑端将自动登录。',
    refusedDone: '已拒绝本次登录。',
    missingGuid: '链接缺少二维码参数，请重新扫码。',
    signedInAs: '当前账号：{{name}}',
  },
  bind: {
    title: '绑定 USB-KEY',
    securityKeyTitle: '硬件密钥（安全密钥 / WebAuthn）',
    securityKeyHint: '插入或准备好您的安全密钥，输入名称后点击绑定，并按提示触摸密钥。',
    keyName: '密钥名称',
    keyNamePlaceholder: '例如：办公室 YubiKey',
    bindSecurityKey: '绑定安全密钥',
    listTitle: '已绑定的密钥',
    listTitleOf: '用户 {{userId}} 已绑定的密钥',
    empty: '尚未绑定任何密钥',
    kind: '类型',
    kindWebauthn: '安全密钥',
    kindCertificate: 'USB-KEY 证书',
    name: '名称',
    identifier: '标识',
    createdAt: '绑定时间',
    lastUsedAt: '最近使用',
    never: '从未使用',
    remove: '解除绑定',
    removeConfirm: '确定解除绑定密钥“{{name}}”吗？解除后将无法使用它登录。',
    otherUser: '密钥只能由用户本人在自己的浏览器中绑定：请让该用户登录后打开此页面。您可以在此查看并解除该用户的密钥。',
  },
};

const en: typeof zh = {
  otherWays: 'Other ways to sign in',
  scanTab: 'QR scan',
  securityKeyTab: 'Security key',
  usbKeyTab: 'USB key',
  scan: {
    hint: 'Scan the QR code with a phone browser that is signed in',
    qrAlt: 'QR code for sign-in',
    scanned: 'Scanned: confirm the sign-in on your phone',
    refused: 'The sign-in was refused on the phone',
    expired: 'The QR code has expired',
    refresh: 'Refresh QR code',
    openLink: 'or open this link on a signed-in device',
  },
  securityKey: {
    hint: 'Enter your user name, then touch your security key when asked; leave it empty to let the key choose the account.',
    username: 'User name (optional)',
    submit: 'Sign in with a security key',
    unsupported: 'This browser cannot use security keys here (HTTPS or localhost is needed)',
    cancelled: 'The security key prompt was cancelled or timed out',
  },
  confirm: {
    title: 'Confirm QR sign-in',
    asking: 'This browser asks to sign in to your account:',
    ip: 'IP address',
    browser: 'Browser',
    time: 'Requested at',
    expires: 'Valid until',
    warning: 'If this was not you, refuse.',
    accept: 'Confirm sign-in',
    refuse: 'Refuse',
    confirmed: 'Confirmed: the computer signs in now.',
    refusedDone: 'This sign-in was refused.',
    missingGuid: 'The link has no QR parameter: scan again.',
    signedInAs: 'Signed in as {{name}}',
  },
  bind: {
    title: 'Bind USB key',
    securityKeyTitle: 'Hardware key (security key / WebAuthn)',
    securityKeyHint: 'Plug in or prepare your security key, enter a name, click bind and touch the key when asked.',
    keyName: 'Key name',
    keyNamePlaceholder: 'e.g. Office YubiKey',
    bindSecurityKey: 'Bind security key',
    listTitle: 'Bound keys',
    listTitleOf: 'Keys bound to user {{userId}}',
    empty: 'No key is bound yet',
    kind: 'Kind',
    kindWebauthn: 'Security key',
    kindCertificate: 'USB-key certificate',
    name: 'Name',
    identifier: 'Identifier',
    createdAt: 'Bound at',
    lastUsedAt: 'Last used',
    never: 'Never',
    remove: 'Remove',
    removeConfirm: 'Remove the key “{{name}}”? It can no longer be used to sign in.',
    otherUser:
      'Keys can only be bound by the user in their own browser: ask the user to sign in and open this page. Here you can see and remove their keys.',
  },
};

let added = false;

/** Joins this feature's texts once; every entry component calls it at module load. */
export function addKeyTexts(): void {
  if (added) return;
  added = true;
  addBundles({ 'zh-CN': { keys: zh }, en: { keys: en } });
}
