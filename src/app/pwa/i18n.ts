/**
 * Texts of the offline notice's details, read as t('offline.<key>'). They load with the signed-in shell
 * (router/shellBundles.ts); on /login the notice shows its one-line label (pwa.* in the core bundle) only.
 * Keep zh and en key for key in step.
 */
const zh = {
  cached: '本机已缓存：{{list}}',
  separator: '、',
  nothingCached: '本机尚无缓存数据',
  menu: '菜单',
  dictionaries: '数据字典',
  siteConfig: '站点配置',
  platforms: '资产类型',
  tags: '标签',
  lists: '已打开过的列表 {{count}} 个',
  at: '{{what}}（{{time}}）',
  unavailable:
    '离线时不可用：未打开过的列表、终端与文件传输、实时通知，以及任何修改（不会排队，恢复网络后请重新操作）。',
};

const en: typeof zh = {
  cached: 'Kept on this device: {{list}}',
  separator: ', ',
  nothingCached: 'Nothing is kept on this device yet',
  menu: 'menu',
  dictionaries: 'dictionaries',
  siteConfig: 'site config',
  platforms: 'asset types',
  tags: 'tags',
  lists: '{{count}} lists opened before',
  at: '{{what}} ({{time}})',
  unavailable:
    'Not available offline: lists never opened, terminals and file transfers, live notifications, and any change (nothing is queued; repeat it when the network is back).',
};

export const offlineText = { zh, en };
