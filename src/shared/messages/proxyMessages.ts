/**
 * Texts of network and application proxies, joined into `messages` (messages.ts). zh-CN first; the §5
 * Address, Port and URL texts are the spec's.
 */
export const proxyMessages = {
  proxyNameTaken: { zh: '代理名称已存在', en: 'A proxy with this name already exists' },
  proxyNotFound: { zh: '网络代理不存在', en: 'The network proxy does not exist' },
  proxyDisabled: { zh: '网络代理“{{name}}”已停用', en: 'The network proxy "{{name}}" is disabled' },
  proxyAgentUnsupported: {
    zh: '暂不支持 Gatehouse 代理程序，该代理无法使用',
    en: 'Gatehouse agents are not supported yet: this proxy cannot be used',
  },
  proxyCycle: { zh: '上级代理不能形成循环', en: 'The parent proxy would form a loop' },
  proxyParentIsSelf: { zh: '上级代理不能是自身', en: 'A proxy cannot be its own parent' },
  proxyHasChildren: {
    zh: '网络代理“{{name}}”是其他代理的上级，不能删除',
    en: 'The network proxy "{{name}}" is the parent of another proxy and cannot be deleted',
  },
  proxyNotFoundField: { zh: '所选网络代理不存在', en: 'The chosen network proxy does not exist' },
  proxyUsedByAsset: {
    zh: '网络代理“{{name}}”正被资产“{{asset}}”使用，不能删除',
    en: 'Network proxy “{{name}}” is used by asset “{{asset}}” and cannot be deleted',
  },
  proxyUsedByApplication: {
    zh: '网络代理“{{name}}”正被应用代理使用，不能删除',
    en: 'The network proxy "{{name}}" is used by an application proxy and cannot be deleted',
  },
  proxyCredentialRequired: { zh: '请输入登录凭据', en: 'Enter the login credential' },
  proxyNoCredential: {
    zh: '网络代理“{{name}}”未保存登录凭据',
    en: 'No login credential is stored for the network proxy "{{name}}"',
  },
  proxySecretUnreadable: {
    zh: '网络代理“{{name}}”的凭据无法解密',
    en: 'The credential of the network proxy "{{name}}" cannot be decrypted',
  },
  proxyNoKeyPending: {
    zh: '没有待确认的新主机密钥，或密钥已再次变化，请重新检测',
    en: 'There is no new host key to accept, or it changed again: check the proxy again',
  },
  proxyHostKeyAccepted: { zh: '已接受新的主机密钥', en: 'The new host key was accepted' },
  proxyChecked: { zh: '检测完成', en: 'Check finished' },
  proxyViaParent: { zh: '经上级代理“{{name}}”：', en: 'Through the parent proxy "{{name}}": ' },
  appProxyNameTaken: { zh: '应用代理名称已存在', en: 'An application proxy with this name already exists' },
  appProxyNotFound: { zh: '应用代理不存在', en: 'The application proxy does not exist' },
} as const satisfies Record<string, { zh: string; en: string }>;
