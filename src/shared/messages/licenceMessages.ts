/** Texts of the product licence (spec §8 Licence; docs/licence.md). */
export const licenceMessages = {
  licenceKeyRequired: { zh: '请输入许可密钥', en: 'Enter the licence key' },
  licenceKeyInvalid: {
    zh: '许可密钥格式不正确，应为 GHL1 开头的许可文本',
    en: 'This is not a Gatehouse licence key (the text starts with GHL1)',
  },
  licenceSignatureInvalid: {
    zh: '许可签名校验失败：密钥被修改过，或不是由产品厂商签发',
    en: 'The licence’s signature does not verify: the key was altered or was not issued by the vendor',
  },
  licenceNotForInstallation: {
    zh: '该许可签发给其他安装（{{installationId}}），不能在本系统激活',
    en: 'This licence was issued for another installation ({{installationId}}) and cannot be activated here',
  },
  licenceAlreadyExpired: {
    zh: '该许可已于 {{time}} 过期，请联系厂商获取新的许可',
    en: 'This licence expired on {{time}}: ask the vendor for a new one',
  },
  licenceAssetLimit: {
    zh: '资产数量已达许可上限（{{limit}} 个），请更新许可后再添加',
    en: 'The licence allows {{limit}} assets and that many are registered: update the licence to add more',
  },
  licenceImportOverLimit: {
    zh: '导入 {{count}} 个资产将超出许可上限（{{limit}} 个，已有 {{used}} 个）',
    en: 'Importing {{count}} assets would exceed the licence’s {{limit}} ({{used}} are registered)',
  },
  licenceSessionLimit: {
    zh: '同时在线的会话已达许可上限（{{limit}} 个），请稍后再试或更新许可',
    en: 'The licence allows {{limit}} sessions at once and that many are open: try later or update the licence',
  },
  licenceNodeLimit: {
    zh: '运行中的节点已达许可上限（{{limit}} 个），本节点不能启动',
    en: 'The licence allows {{limit}} running nodes and that many are running: this node cannot start',
  },
} as const;
