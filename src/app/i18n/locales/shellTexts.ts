/**
 * Texts only the signed-in shell shows (data-layer banner, station messages). They load with the
 * signed-in chunk (see router/shellBundles.ts), which keeps them out of the /login bundle.
 */
const zh = {
  hub: {
    down: '数据层不可用：消息角标和通知暂停更新，正在重试…',
    gaveUp: '实时通知连接已断开，多次重试失败。',
    originRefused: '服务器拒绝了本页面来源的实时通知连接。',
    retry: '重新连接',
  },
  messages: {
    title: '站内消息',
    messageTitle: '消息标题',
    messageContent: '消息内容',
    publishTime: '发布时间',
    status: '状态',
    read: '已读',
    unread: '未读',
    actions: '操作',
    markRead: '标记已读',
    markAllRead: '全部已读',
    markAllConfirm: '确定将全部消息标记为已读吗？',
    detail: '消息详情',
    login: '登录',
    viewDetail: '查看详情',
    close: '关闭',
    empty: '暂无消息',
    loadFailed: '加载站内消息失败',
    total: '共 {{total}} 条',
    pageSize: '{{size}} 条/页',
    pageSizeLabel: '每页条数',
    previous: '上一页',
    next: '下一页',
    page: '第 {{page}} / {{pages}} 页',
  },
};

const en: typeof zh = {
  hub: {
    down: 'Data layer unavailable: badges and notifications are paused, retrying…',
    gaveUp: 'The realtime notification connection is lost; repeated retries failed.',
    originRefused: 'The server refused realtime notifications for this page’s origin.',
    retry: 'Reconnect',
  },
  messages: {
    title: 'Station messages',
    messageTitle: 'Title',
    messageContent: 'Content',
    publishTime: 'Published',
    status: 'Status',
    read: 'Read',
    unread: 'Unread',
    actions: 'Actions',
    markRead: 'Mark read',
    markAllRead: 'Mark all read',
    markAllConfirm: 'Mark every message as read?',
    detail: 'Message detail',
    login: 'Log in',
    viewDetail: 'View details',
    close: 'Close',
    empty: 'No messages',
    loadFailed: 'Could not load station messages',
    total: '{{total}} in all',
    pageSize: '{{size}} / page',
    pageSizeLabel: 'Page size',
    previous: 'Previous page',
    next: 'Next page',
    page: 'Page {{page}} of {{pages}}',
  },
};

export const shellTexts = { zh, en };
