import { addBundles } from '../../i18n';

/** Texts of the parameter page (/system/config), read as t('sysConfig.<key>'). Keep zh and en key for key in step. */
const zh = {
  title: '参数设置',
  search: '搜索',
  actions: '操作',
  add: '新增',
  edit: '修改',
  delete: '删除',
  save: '保存',
  cancel: '取消',
  any: '全部',
  added: '新增成功',
  saved: '修改成功',
  deleted: '删除成功',
  refreshCache: '刷新缓存',
  cacheRefreshed: '参数不做缓存，每次使用时读取，已是最新',
  configName: '参数名称',
  configNameEn: '英文名称',
  configKey: '参数键名',
  configValue: '参数键值',
  configType: '系统内置',
  remark: '备注',
  owner: '修改位置',
  namePlaceholder: '请输入参数名称',
  keyPlaceholder: '请输入参数键名',
  secret: '（密钥，不显示）',
  addTitle: '新增参数',
  editTitle: '修改参数',
  confirmDelete: '确定删除参数“{{name}}”吗？',
  type: { Y: '是', N: '否' },
  ownerHere: '本页',
  ownerGatehouse: '由系统维护',
  ownedHint: '该值由“{{page}}”页面维护并校验，请在该页面修改。',
  gatehouseHint: '该值由 Gatehouse 自行维护，不能修改。',
  systemHint: 'Gatehouse 参数：键名和类型不能修改，也不能删除；值按其规则校验。',
  secretHint: '密钥的值不会显示；保存时保持原值。',
};

const en: typeof zh = {
  title: 'Parameters',
  search: 'Search',
  actions: 'Actions',
  add: 'Add',
  edit: 'Edit',
  delete: 'Delete',
  save: 'Save',
  cancel: 'Cancel',
  any: 'Any',
  added: 'Added',
  saved: 'Saved',
  deleted: 'Deleted',
  refreshCache: 'Refresh cache',
  cacheRefreshed: 'Parameters are not cached: they are read when used, so they are already current',
  configName: 'Name',
  configNameEn: 'English name',
  configKey: 'Key',
  configValue: 'Value',
  configType: 'Built in',
  remark: 'Remark',
  owner: 'Changed on',
  namePlaceholder: 'Enter a parameter name',
  keyPlaceholder: 'Enter a parameter key',
  secret: '(secret, not shown)',
  addTitle: 'Add a parameter',
  editTitle: 'Edit the parameter',
  confirmDelete: 'Delete the parameter "{{name}}"?',
  type: { Y: 'Yes', N: 'No' },
  ownerHere: 'This page',
  ownerGatehouse: 'Kept by Gatehouse',
  ownedHint: 'The "{{page}}" page keeps and checks this value: change it there.',
  gatehouseHint: 'Gatehouse keeps this value itself: it cannot be changed.',
  systemHint:
    'A Gatehouse parameter: its key and type stay and it cannot be deleted; its value is checked by its rule.',
  secretHint: 'A secret’s value is never shown; saving keeps it.',
};

const fieldNames = {
  zh: {
    configName: '参数名称',
    configNameEn: '英文名称',
    configKey: '参数键名',
    configValue: '参数键值',
    configType: '系统内置',
  },
  en: {
    configName: 'Name',
    configNameEn: 'English name',
    configKey: 'Key',
    configValue: 'Value',
    configType: 'Built in',
  },
};

let added = false;

export function ensureConfigTexts(): void {
  if (added) return;
  added = true;
  addBundles({ 'zh-CN': { sysConfig: zh, fields: fieldNames.zh }, en: { sysConfig: en, fields: fieldNames.en } });
}
