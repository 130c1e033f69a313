import { addBundles } from '../../i18n';

/** Texts of the home page (/home), read as t('home.<key>'). Keep zh and en key for key in step. */
const zh = {
  title: '首页',
  loadFailed: '首页加载失败',
  viewAll: '查看全部',
  favourites: { title: '收藏的资产', empty: '还没有收藏的资产，可在"我的资产"中点亮星标收藏' },
  recentAssets: { title: '最近使用的资产', empty: '最近没有登录过资产', lastUsed: '最近使用 {{time}}' },
  liveSessions: { title: '在线会话', empty: '当前没有在线会话', open: '打开 Web 终端' },
  recentSessions: { title: '最近会话', empty: '还没有结束的会话' },
  applications: {
    title: '我的申请',
    empty: '没有待审批的申请',
    total: '待审批 {{count}} 条',
    kind: { login: '登录申请', command: '命令复核', coffer: '保险箱申请' },
  },
  approvals: {
    title: '待我审批',
    empty: '没有等待您审批的事项',
    total: '待审批 {{count}} 条',
    kind: { login: '登录审批', command: '命令审批' },
  },
  messages: { title: '未读消息', empty: '暂无未读消息', total: '未读 {{count}} 条' },
  health: {
    title: '系统状态',
    nodes: '运行节点',
    nodesEmpty: '最近没有节点上报',
    nodeSeen: '最近上报 {{time}}',
    proxies: '网络代理',
    proxyCounts: '在线 {{online}} · 离线 {{offline}} · 未知 {{unknown}}',
    proxiesEmpty: '没有启用的网络代理',
    offline: '离线',
    licence: '许可',
    licenceStatus: { 0: '未激活', 1: '已激活', 2: '即将过期', 3: '已过期' },
    expireTime: '到期时间 {{time}}',
    usage: '许可额度使用情况',
    usageOf: '{{used}} / {{limit}}',
    usageLabel: '{{kind}}：已用 {{used}}，上限 {{limit}}',
    kinds: { assets: '资产', sessions: '同时在线会话', nodes: '运行节点' },
    recordings: '录像存储',
    recordingsText: '{{size}}，共 {{count}} 个会话录像',
    failedTasks: '失败任务（近 {{days}} 天）',
    failedTasksEmpty: '近 {{days}} 天没有失败的任务',
    failedCount: '失败 {{count}} 次',
    failedTargets: '{{count}} 个目标失败',
  },
};

const en: typeof zh = {
  title: 'Home',
  loadFailed: 'The home page could not be loaded',
  viewAll: 'View all',
  favourites: { title: 'Favourite assets', empty: 'No favourite assets yet: star one on My assets' },
  recentAssets: {
    title: 'Recently used assets',
    empty: 'You have not logged into an asset lately',
    lastUsed: 'Last used {{time}}',
  },
  liveSessions: { title: 'Live sessions', empty: 'No session is online now', open: 'Open the web terminal' },
  recentSessions: { title: 'Recent sessions', empty: 'No finished session yet' },
  applications: {
    title: 'My requests',
    empty: 'No request waits for a decision',
    total: '{{count}} waiting',
    kind: { login: 'Login request', command: 'Command review', coffer: 'Safe application' },
  },
  approvals: {
    title: 'Waiting for my approval',
    empty: 'Nothing waits for your approval',
    total: '{{count}} waiting',
    kind: { login: 'Login approval', command: 'Command approval' },
  },
  messages: { title: 'Unread messages', empty: 'No unread messages', total: '{{count}} unread' },
  health: {
    title: 'System health',
    nodes: 'Running nodes',
    nodesEmpty: 'No node has reported lately',
    nodeSeen: 'Last report {{time}}',
    proxies: 'Network proxies',
    proxyCounts: 'Online {{online}} · offline {{offline}} · unknown {{unknown}}',
    proxiesEmpty: 'No network proxy is enabled',
    offline: 'Offline',
    licence: 'Licence',
    licenceStatus: { 0: 'Not activated', 1: 'Active', 2: 'Expiring soon', 3: 'Expired' },
    expireTime: 'Expires {{time}}',
    usage: 'Use of the licence',
    usageOf: '{{used}} / {{limit}}',
    usageLabel: '{{kind}}: {{used}} used of {{limit}}',
    kinds: { assets: 'Assets', sessions: 'Sessions at once', nodes: 'Running nodes' },
    recordings: 'Recording storage',
    recordingsText: '{{size}} in {{count}} session recordings',
    failedTasks: 'Failed tasks (last {{days}} days)',
    failedTasksEmpty: 'No task failed in the last {{days}} days',
    failedCount: '{{count}} failed',
    failedTargets: '{{count}} targets failed',
  },
};

let added = false;

export function ensureHomeTexts(): void {
  if (added) return;
  added = true;
  addBundles({ 'zh-CN': { home: zh }, en: { home: en } });
}
