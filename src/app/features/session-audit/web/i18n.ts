import { addBundles } from '../../../i18n';

/** Texts of a web session's record on /vedio-replay, read as t('webAudit.<key>'). Keep zh and en key for key in step. */
const zh = {
  title: 'Web 会话',
  open: '查看请求',
  requests: '请求记录',
  search: '搜索请求',
  searchHint: '按方法、URL 或状态码搜索',
  count: '共 {{total}} 个请求',
  empty: '没有请求',
  loadFailed: '无法读取请求记录',
  liveNote: '会话进行中，请求记录每 2 秒刷新',
  time: '时间',
  method: '方法',
  url: 'URL',
  status: '状态',
  size: '大小',
  duration: '耗时',
  durationValue: '{{ms}} 毫秒',
  previous: '上一页',
  next: '下一页',
  page: '第 {{page}} / {{pages}} 页',
};

const en: typeof zh = {
  title: 'Web session',
  open: 'View requests',
  requests: 'Requests',
  search: 'Search requests',
  searchHint: 'By method, URL or status code',
  count: '{{total}} requests',
  empty: 'No requests',
  loadFailed: 'The requests could not be read',
  liveNote: 'The session is live; its requests are read again every 2 s',
  time: 'Time',
  method: 'Method',
  url: 'URL',
  status: 'Status',
  size: 'Size',
  duration: 'Duration',
  durationValue: '{{ms}} ms',
  previous: 'Previous page',
  next: 'Next page',
  page: 'Page {{page}} of {{pages}}',
};

let added = false;

export function ensureWebAuditTexts(): void {
  if (added) return;
  added = true;
  addBundles({ 'zh-CN': { webAudit: zh }, en: { webAudit: en } });
}
