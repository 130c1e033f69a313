import { addBundles } from '../../i18n';

/** Texts of the live operations dashboard (/dashboard), read as t('dashboard.<key>'). Keep zh and en in step. */
const zh = {
  title: '仪表盘',
  loadFailed: '仪表盘加载失败',
  updatedAt: '更新于 {{time}}',
  period: { label: '统计时段', '24h': '最近 24 小时', '7d': '最近 7 天', '30d': '最近 30 天' },
  bucket: { hour: '时间', day: '日期（UTC）' },
  figures: {
    label: '当前概况',
    liveSessions: '在线会话',
    sessions: '会话数',
    commands: '命令数',
    blocked: '拦截命令',
    held: '复核命令',
    signInFailures: '登录失败',
    approvalsWaiting: '待审批',
    oldestWaiting: '最早一条已等待 {{age}}',
    noneWaiting: '没有等待中的审批',
  },
  series: {
    sessions: '会话',
    commands: '命令',
    blocked: '拦截',
    held: '复核',
    signInFailures: '登录失败',
  },
  charts: {
    activity: '会话与登录失败',
    activityHint: '终端会话（含登录失败的尝试）与控制台登录失败次数',
    commands: '命令与拦截',
    commandsHint: '记录的命令行、被拦截的与经复核的命令',
    topUsers: '会话最多的用户',
    topAssets: '会话最多的资产',
    protocols: '协议分布',
    approvals: '待审批时长',
    approvalsHint: '等待审批人处理的申请，按已等待的时长',
    proxies: '网络代理状态',
    licence: '授权使用',
    user: '用户',
    asset: '资产',
    protocol: '协议',
    age: '已等待',
    state: '状态',
    count: '数量',
    deleted: '（已删除 #{{id}}）',
  },
  age: { under1h: '1 小时内', under24h: '1–24 小时', under7d: '1–7 天', older: '7 天以上' },
  proxy: { online: '在线', offline: '离线', unknown: '未检测', disabled: '已停用' },
  wall: {
    title: '运维大屏',
    live: '● 实时',
    justNow: '刚刚',
    staleSince: '连接中断：显示的是{{age}}的数据，正在重新连接',
    connecting: '正在连接',
    fullScreen: '全屏',
  },
  licence: {
    label: '授权使用情况',
    assets: '资产',
    sessions: '并发会话',
    nodes: '节点',
    value: '{{used}} / {{limit}}',
    bar: '{{name}}：已用 {{used}}，上限 {{limit}}',
  },
};

const en: typeof zh = {
  title: 'Dashboard',
  loadFailed: 'The dashboard could not be loaded',
  updatedAt: 'Updated {{time}}',
  period: { label: 'Period', '24h': 'Last 24 hours', '7d': 'Last 7 days', '30d': 'Last 30 days' },
  bucket: { hour: 'Time', day: 'Date (UTC)' },
  figures: {
    label: 'At a glance',
    liveSessions: 'Live sessions',
    sessions: 'Sessions',
    commands: 'Commands',
    blocked: 'Blocked commands',
    held: 'Held commands',
    signInFailures: 'Failed sign-ins',
    approvalsWaiting: 'Approvals waiting',
    oldestWaiting: 'The oldest has waited {{age}}',
    noneWaiting: 'Nothing waits for approval',
  },
  series: {
    sessions: 'Sessions',
    commands: 'Commands',
    blocked: 'Blocked',
    held: 'Held',
    signInFailures: 'Failed sign-ins',
  },
  charts: {
    activity: 'Sessions and failed sign-ins',
    activityHint: 'Terminal sessions (failed login attempts included) and refused console sign-ins',
    commands: 'Commands and interception',
    commandsHint: 'Command lines recorded, blocked, and held for review',
    topUsers: 'Users with the most sessions',
    topAssets: 'Assets with the most sessions',
    protocols: 'Protocols',
    approvals: 'Approvals waiting, by age',
    approvalsHint: 'Requests waiting for an approver, by how long they have waited',
    proxies: 'Network proxies',
    licence: 'Licence usage',
    user: 'User',
    asset: 'Asset',
    protocol: 'Protocol',
    age: 'Waiting',
    state: 'State',
    count: 'Count',
    deleted: '(deleted #{{id}})',
  },
  age: { under1h: 'Under 1 hour', under24h: '1–24 hours', under7d: '1–7 days', older: 'Over 7 days' },
  proxy: { online: 'Online', offline: 'Offline', unknown: 'Not checked', disabled: 'Disabled' },
  wall: {
    title: 'Operations wall',
    live: '● Live',
    justNow: 'just now',
    staleSince: 'Connection lost: these figures are from {{age}}; reconnecting',
    connecting: 'Connecting',
    fullScreen: 'Full screen',
  },
  licence: {
    label: 'Licence usage',
    assets: 'Assets',
    sessions: 'Concurrent sessions',
    nodes: 'Nodes',
    value: '{{used}} / {{limit}}',
    bar: '{{name}}: {{used}} used of {{limit}}',
  },
};

export const dashboardTexts = { 'zh-CN': zh, en };

let isAdded = false;

export function ensureDashboardTexts(): void {
  if (isAdded) return;
  isAdded = true;
  addBundles({ 'zh-CN': { dashboard: zh }, en: { dashboard: en } });
}
