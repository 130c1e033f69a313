import { addBundles } from '../../i18n';

/** Texts of /monitor-rdp (the live monitor of remote desktops), read as t('monitorRdp.<key>'). zh and en in step. */
const zh = {
  title: '远程桌面监控',
  readOnly: '只读监控，您在此处的操作不会发送到会话',
  screen: '被监控的远程桌面',
  connecting: '正在连接会话…',
  terminate: '终止会话',
  terminateConfirm: '确认终止该会话吗？用户的远程桌面会显示会话已被管理员终止。',
  terminated: '会话已终止',
  missingSession: '缺少会话编号',
  notFound: '会话不存在或已结束（会话只能在持有它的节点上监控）',
  forbidden: '您没有监控会话的权限',
  unauthorised: '登录状态已过期，请重新登录',
  tooSlow: '网络太慢，跟不上远程桌面的画面，监控已断开',
  dropped: '与服务器的连接已断开',
  shareEnded: '会话已结束',
  monitorDenied: '行为策略不允许监控此会话，仍可终止会话',
  loadFailed: '远程桌面组件加载失败，请刷新页面',
  signIn: '重新登录',
  confirmTitle: '系统提示',
  ok: '确定',
  cancel: '取消',
};

const en: typeof zh = {
  title: 'Remote desktop monitoring',
  readOnly: 'Read-only: what you do here is not sent to the session',
  screen: 'The remote desktop being monitored',
  connecting: 'Connecting to the session…',
  terminate: 'Terminate session',
  terminateConfirm: 'End this session? The user’s remote desktop will show that an administrator ended it.',
  terminated: 'The session was ended',
  missingSession: 'No session was given',
  notFound: 'The session does not exist or has ended (a session is monitored on the node that holds it)',
  forbidden: 'You may not monitor sessions',
  unauthorised: 'Your sign-in has expired; please sign in again',
  tooSlow: 'The network is too slow to keep up with the desktop; monitoring stopped',
  dropped: 'The connection to the server was lost',
  shareEnded: 'The session has ended',
  monitorDenied: 'A behaviour policy does not allow watching this session; you can still terminate it',
  loadFailed: 'The remote desktop viewer could not be loaded; reload the page',
  signIn: 'Sign in again',
  confirmTitle: 'System prompt',
  ok: 'OK',
  cancel: 'Cancel',
};

let added = false;

/** Joins the texts when the page's chunk loads. */
export function ensureMonitorRdpTexts(): void {
  if (added) return;
  added = true;
  addBundles({ 'zh-CN': { monitorRdp: zh }, en: { monitorRdp: en } });
}
