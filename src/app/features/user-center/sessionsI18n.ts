/** Texts of "sessions of mine" in the personal centre, read as t('mySessions.<key>'). Keep zh and en in step. */
const zh = {
  title: '我的会话',
  hint: '以下是您当前仍然有效的登录。如有不认识的登录，请立即退出它并修改密码。',
  createTime: '登录时间',
  lastSeenTime: '最近活动',
  ip: 'IP 地址',
  browser: '浏览器',
  current: '当前会话',
  actions: '操作',
  signOut: '退出',
  signOutOthers: '退出其他所有会话',
  confirmOne: '确定退出该会话吗？使用它的浏览器将立即回到登录页。',
  confirmCurrent: '这是当前会话，退出后将回到登录页。确定退出吗？',
  confirmOthers: '确定退出除当前会话外的所有会话吗？',
  doneOthers: '已退出其他 {{count}} 个会话',
  empty: '暂无其他会话',
  loadFailed: '会话加载失败',
};

const en: typeof zh = {
  title: 'My sessions',
  hint: 'These are your sign-ins that are still valid. If you do not recognise one, sign it out and change your password.',
  createTime: 'Signed in',
  lastSeenTime: 'Last active',
  ip: 'IP address',
  browser: 'Browser',
  current: 'This session',
  actions: 'Actions',
  signOut: 'Sign out',
  signOutOthers: 'Sign out everywhere else',
  confirmOne: 'Sign this session out? The browser using it returns to the sign-in page at once.',
  confirmCurrent: 'This is the current session: you will return to the sign-in page. Sign out?',
  confirmOthers: 'Sign out every session except this one?',
  doneOthers: '{{count}} other sessions signed out',
  empty: 'No other sessions',
  loadFailed: 'Could not load the sessions',
};

export const mySessionsText = { zh, en };
