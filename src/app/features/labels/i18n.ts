import { addBundles } from '../../i18n';

/**
 * Texts of /system/label (系统标签), read as t('labels.<key>'). They join the i18n resources when the page loads.
 * Keep zh and en key for key in step.
 */
const zh = {
  title: '系统标签',
  search: '搜索',
  actions: '操作',
  any: '全部',
  cancel: '取消',
  close: '关闭',
  save: '保存',
  saved: '修改成功',
  deleted: '删除成功',
  namePlaceholder: '请输入标签名称',
  field: {
    tagName: '标签名称',
    description: '描述',
    assets: '资产',
    accounts: '账号',
    policies: '行为策略',
    tasks: '任务',
    usage: '使用情况',
  },
  usage: { used: '使用中', unused: '未使用' },
  selectorSuffix: '（选择器 {{count}}）',
  action: { uses: '使用情况', rename: '改名', merge: '合并', delete: '删除' },
  rowAction: '{{action}}“{{name}}”',
  deleteInUse: '“{{name}}”正在使用，不能删除：请先将它合并到其他标签，或移除这些使用',
  confirmDelete: '确定删除未使用的标签“{{name}}”吗？',
  uses: {
    title: '“{{name}}”的使用情况',
    assets: '资产（{{count}}）',
    accounts: '账号（{{count}}）',
    policies: '行为策略（{{count}}）',
    tasks: '任务（{{count}}）',
    hiddenAssets: '另有 {{count}} 个资产不在您的资产范围内，只计数不列出',
    hiddenAccounts: '另有 {{count}} 个账号所在的资产不在您的资产范围内，只计数不列出',
    firstOnly: '只列出按名称排序的前 {{max}} 个',
    none: '无',
    byTarget: '目标中列出',
    bySelector: '选择器按名称匹配',
    disabled: '已停用',
    openPolicies: '在运维策略中打开',
  },
  rename: {
    title: '标签改名：{{name}}',
    hint: '任务的选择器按名称匹配标签；改名后会改变其匹配结果的名称会被拒绝，并列出这些任务。',
  },
  merge: {
    title: '合并标签“{{name}}”',
    target: '合并到',
    targetPlaceholder: '选择目标标签',
    hint: '“{{source}}”的资产、账号、行为策略和任务都将改用目标标签，随后删除“{{source}}”。整个合并在一个事务中完成。',
    loading: '正在计算合并影响…',
    moves: '资产 {{assets}} 个、账号 {{accounts}} 个将加上“{{target}}”。',
    reach: '以下策略和任务只列出其中一个标签，合并后将覆盖两个标签的全部资产和账号：',
    policy: '行为策略“{{name}}”',
    task: '任务“{{name}}”',
    blocked: '以下任务的选择器区分这两个标签名称，合并会改变其匹配结果，请先修改这些选择器：',
    submit: '合并',
    merged: '已合并：{{assets}} 个资产、{{accounts}} 个账号、{{policies}} 条策略、{{tasks}} 个任务改用“{{target}}”',
  },
};

const en: typeof zh = {
  title: 'System labels',
  search: 'Search',
  actions: 'Actions',
  any: 'Any',
  cancel: 'Cancel',
  close: 'Close',
  save: 'Save',
  saved: 'Saved',
  deleted: 'Deleted',
  namePlaceholder: 'Enter a label name',
  field: {
    tagName: 'Label',
    description: 'Description',
    assets: 'Assets',
    accounts: 'Accounts',
    policies: 'Behaviour policies',
    tasks: 'Tasks',
    usage: 'Usage',
  },
  usage: { used: 'In use', unused: 'Unused' },
  selectorSuffix: ' ({{count}} by selector)',
  action: { uses: 'Uses', rename: 'Rename', merge: 'Merge', delete: 'Delete' },
  rowAction: '{{action}} "{{name}}"',
  deleteInUse: '"{{name}}" is in use and cannot be deleted: merge it into another label or remove those uses first',
  confirmDelete: 'Delete the unused label "{{name}}"?',
  uses: {
    title: 'Where "{{name}}" is used',
    assets: 'Assets ({{count}})',
    accounts: 'Accounts ({{count}})',
    policies: 'Behaviour policies ({{count}})',
    tasks: 'Tasks ({{count}})',
    hiddenAssets: '{{count}} more asset(s) outside your asset scope: counted, not listed',
    hiddenAccounts: '{{count}} more account(s) on assets outside your asset scope: counted, not listed',
    firstOnly: 'The first {{max}} by name are listed',
    none: 'None',
    byTarget: 'listed in its targets',
    bySelector: 'its selector matches the name',
    disabled: 'disabled',
    openPolicies: 'Open in access policies',
  },
  rename: {
    title: 'Rename the label {{name}}',
    hint: 'Task selectors match labels by name: a new name that would change what a selector matches is refused, naming the tasks.',
  },
  merge: {
    title: 'Merge the label "{{name}}"',
    target: 'Merge into',
    targetPlaceholder: 'Choose the target label',
    hint: 'The assets, accounts, behaviour policies and tasks of "{{source}}" all take the target label, then "{{source}}" is deleted, in one transaction.',
    loading: 'Working out what the merge changes…',
    moves: '{{assets}} asset(s) and {{accounts}} account(s) will gain "{{target}}".',
    reach:
      'These policies and tasks list only one of the two labels; after the merge they cover the assets and accounts of both:',
    policy: 'behaviour policy "{{name}}"',
    task: 'task "{{name}}"',
    blocked:
      'The selectors of these tasks tell the two names apart, so the merge would change what they match; change those selectors first:',
    submit: 'Merge',
    merged:
      'Merged: {{assets}} asset(s), {{accounts}} account(s), {{policies}} policies and {{tasks}} tasks now use "{{target}}"',
  },
};

/** Field names for the messages that name a field. */
const fieldNames = {
  zh: { tagName: '标签名称', sourceId: '标签', targetId: '目标标签', usage: '使用情况' },
  en: { tagName: 'Label name', sourceId: 'Label', targetId: 'Target label', usage: 'Usage' },
};

let added = false;

export function ensureLabelTexts(): void {
  if (added) return;
  added = true;
  addBundles({ 'zh-CN': { labels: zh, fields: fieldNames.zh }, en: { labels: en, fields: fieldNames.en } });
}
