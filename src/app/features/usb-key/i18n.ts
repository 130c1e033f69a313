import { addBundles } from '../../i18n';

/**
 * Texts of the USB-key sign-in, binding, PIN change and key watch, read as t('usbKey.<key>'). The
 * Chinese texts of spec §8 are used where it has them. Keep zh and en key for key in step.
 */
const zh = {
  loginHint: '插入 USB-KEY，输入用户名和 PIN 码后登录。',
  username: '用户名',
  pin: 'PIN 码',
  submit: 'USB-KEY 登录',
  waiting: '等待插入 USB-KEY…',
  state: {
    connected: '已连接 USB-KEY：{{name}}',
    none: '未连接设备',
    noDriver: '未安装驱动',
  },
  errors: {
    removedLogout: '检测到USB-KEY拔出，已退出登录',
    serviceLogout: 'USB-KEY服务访问失败，已退出登录',
    noDevice: '未检测到USB-KEY设备',
    enumParse: 'USB-KEY设备列表解析失败',
    noDriver: '未安装USB-KEY驱动或驱动服务未启动',
    http: 'USB-KEY服务请求失败（http 失败）',
    pinEmpty: '用户PIN码不能为空',
    pinWrong: 'PIN码错误，剩余{{count}}次重试机会',
    oldPinWrong: '旧PIN码错误，剩余{{count}}次重试机会',
    pinLocked: 'PIN码已锁定，请联系管理员重置PIN码',
    deviceAuth: 'USB-KEY设备认证失败',
    disconnect: '断开USB-KEY失败，请手动拔出USB-KEY',
    certificateParse: '证书解析失败（错误码：500）',
    action: '{{action}}失败，错误码：{{code}}',
  },
  bindTitle: 'USB-KEY（证书）',
  bindHint:
    '插入 USB-KEY 并输入 PIN 码：首次使用的密钥将被初始化（应用 fisec、容器 fisec、RSA 签名密钥和证书）后绑定。',
  bindSubmit: '初始化并绑定 USB-KEY',
  pinTitle: '修改 USB-KEY PIN 码',
  pinHint: '插入 USB-KEY 后修改其用户 PIN 码；连续输错 5 次将锁定。',
  oldPin: '旧 PIN 码',
  newPin: '新 PIN 码',
  confirmPin: '确认新 PIN 码',
  pinMismatch: '两次输入的 PIN 码不一致',
  pinSubmit: '修改 PIN 码',
  pinChanged: 'PIN 码修改成功',
};

const en: typeof zh = {
  loginHint: 'Plug in your USB key, enter your user name and PIN, then sign in.',
  username: 'User name',
  pin: 'PIN',
  submit: 'Sign in with USB key',
  waiting: 'Waiting for a USB key…',
  state: {
    connected: 'USB key connected: {{name}}',
    none: 'No device connected',
    noDriver: 'Driver not installed',
  },
  errors: {
    removedLogout: 'The USB key was removed: you have been signed out',
    serviceLogout: 'The USB-key service could not be reached: you have been signed out',
    noDevice: 'No USB-key device detected',
    enumParse: 'The USB-key device list could not be parsed',
    noDriver: 'The USB-key driver is not installed or its service is not running',
    http: 'The USB-key service request failed (http 失败)',
    pinEmpty: 'The user PIN is required',
    pinWrong: 'Wrong PIN, retries left: {{count}}',
    oldPinWrong: 'Wrong old PIN, retries left: {{count}}',
    pinLocked: 'The PIN is locked: contact the administrator to reset it',
    deviceAuth: 'USB-key device authentication failed',
    disconnect: 'The USB key could not be disconnected: unplug it by hand',
    certificateParse: 'The certificate could not be parsed (code 500)',
    action: '{{action}} failed, code {{code}}',
  },
  bindTitle: 'USB key (certificate)',
  bindHint:
    'Plug in the USB key and enter its PIN: a key used for the first time is initialised (application fisec, container fisec, RSA signing key and certificate), then bound.',
  bindSubmit: 'Initialise and bind USB key',
  pinTitle: 'Change the USB-key PIN',
  pinHint: 'Plug in the USB key to change its user PIN; 5 wrong entries in a row lock it.',
  oldPin: 'Old PIN',
  newPin: 'New PIN',
  confirmPin: 'Confirm new PIN',
  pinMismatch: 'The two PINs do not match',
  pinSubmit: 'Change PIN',
  pinChanged: 'PIN changed',
};

let added = false;

export function addUsbKeyTexts(): void {
  if (added) return;
  added = true;
  addBundles({ 'zh-CN': { usbKey: zh }, en: { usbKey: en } });
}
