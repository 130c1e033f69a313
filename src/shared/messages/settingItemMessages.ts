/** Texts of the setting centre's generic key–value calls (/setting-center/add|query|edit; docs/dictionaries.md). */
export const settingItemMessages = {
  settingKeyNotFound: { zh: '参数“{{key}}”不存在', en: 'The setting "{{key}}" does not exist' },
} as const;
