/**
 * Texts of label governance (/system/label; docs/labels.md): refusals that name where a label is used, and the
 * fragments those refusals are built of (the server joins them in the caller's language).
 */
export const labelMessages = {
  labelMerged: { zh: '合并成功', en: 'Merged' },
  labelMergeSame: { zh: '不能将标签合并到它自己', en: 'A label cannot be merged into itself' },
  labelInUse: {
    zh: '标签“{{name}}”正在使用（{{uses}}），不能删除：请先将它合并到其他标签，或移除这些使用',
    en: 'The label "{{name}}" is in use ({{uses}}) and cannot be deleted: merge it into another label or remove those uses first',
  },
  labelTargeted: {
    zh: '标签“{{name}}”被{{uses}}用作目标，删除会改变它们的范围，不能删除：请先修改它们，或将标签合并到其他标签',
    en: 'The label "{{name}}" is a target of {{uses}}: deleting it would change what they reach, so it cannot be deleted; change them or merge the label into another first',
  },
  labelRenameSelector: {
    zh: '{{tasks}}的选择器按名称匹配标签“{{name}}”，改名为“{{newName}}”后匹配结果会改变，不能改名：请先修改这些选择器',
    en: 'The selector of {{tasks}} matches the label "{{name}}" by name and would match "{{newName}}" differently: change those selectors before renaming',
  },
  labelMergeSelector: {
    zh: '{{tasks}}的选择器区分“{{source}}”和“{{target}}”，合并后匹配结果会改变，不能合并：请先修改这些选择器',
    en: 'The selector of {{tasks}} tells "{{source}}" and "{{target}}" apart, so merging would change what it matches: change those selectors first',
  },
  labelUseAssets: { zh: '资产 {{count}} 个', en: '{{count}} asset(s)' },
  labelUseAccounts: { zh: '账号 {{count}} 个', en: '{{count}} account(s)' },
  labelUsePolicies: { zh: '行为策略{{names}}', en: 'behaviour policies {{names}}' },
  labelUseTasks: { zh: '任务{{names}}', en: 'tasks {{names}}' },
  labelUseMore: { zh: '等 {{count}} 个', en: 'and {{count}} more' },
} as const;
