/**
 * Texts of authorisations (grants) and my assets, joined into `messages` (messages.ts). The two
 * authorisation-time texts are the spec's (§5 Authorisation end time).
 */
export const grantMessages = {
  grantTimeRequired: { zh: '所选授权时间不能为空', en: 'Choose the authorisation time' },
  grantEndBeforeNow: {
    zh: '所选结束授权时间不能小于当前时间',
    en: 'The end of the authorisation cannot be earlier than now',
  },
  grantEndBeforeStart: {
    zh: '结束授权时间不能早于开始授权时间',
    en: 'The end of the authorisation cannot be earlier than its start',
  },
  grantNotFound: { zh: '授权不存在', en: 'The authorisation does not exist' },
  grantAlreadyRevoked: { zh: '该授权已撤销', en: 'This authorisation has already been revoked' },
  grantSubjectsRequired: { zh: '请选择授权对象', en: 'Choose at least one user, user group or department' },
  grantAssetsRequired: { zh: '请选择授权资产', en: 'Choose at least one asset' },
  grantTooMany: {
    zh: '一次最多创建 {{max}} 条授权（授权对象数 × 资产数）',
    en: 'At most {{max}} authorisations at once (subjects × assets)',
  },
  grantSubjectNotFound: { zh: '所选授权对象不存在', en: 'A chosen user, user group or department does not exist' },
  grantAccessEntryInvalid: {
    zh: '请输入正确的 IPv4 地址或 CIDR（掩码 0–32）',
    en: 'Enter an IPv4 address or an IPv4 CIDR (mask 0–32)',
  },
  grantAccessEntriesRequired: {
    zh: '访问控制列表至少需要一个地址',
    en: 'An access list needs at least one address',
  },
  grantAccountsNeedOneAsset: {
    zh: '限定账号时只能选择一个资产',
    en: 'Restricting to accounts needs exactly one asset',
  },
  grantAccountNotOnAsset: { zh: '所选账号不属于该资产', en: 'The chosen accounts do not belong to this asset' },
} as const;
