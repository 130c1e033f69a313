/**
 * Texts of web assets published through the bastion (modules/web-assets, docs/web-assets.md), joined into `messages`
 * (index.ts). zh-CN first. The `webPage…` texts are the pages the asset's origin answers when it refuses a request.
 */
export const webAssetMessages = {
  webLoginModeInvalid: { zh: '请选择正确的凭据注入方式', en: 'Choose a valid credential injection mode' },
  webLoginPathInvalid: {
    zh: '登录地址须为 Web 应用上以 / 开头的路径',
    en: 'The login URL must be a path on the web application, starting with /',
  },
  webLoginFieldRequired: { zh: '表单登录需要填写{{field}}', en: 'A form login needs {{field}}' },
  webLoginFieldInvalid: {
    zh: '{{field}}只支持字母、数字及 _ - . : [ ]',
    en: '{{field}} may hold letters, digits and _ - . : [ ] only',
  },
  webExtraFieldsInvalid: {
    zh: '附加字段格式为 name=value&name2=value2',
    en: 'Extra fields are written name=value&name2=value2',
  },
  webUpstreamCaInvalid: {
    zh: 'HTTPS 证书须为 PEM 格式（-----BEGIN CERTIFICATE----- … -----END CERTIFICATE-----），可放多个',
    en: 'The HTTPS certificates must be PEM (-----BEGIN CERTIFICATE----- … -----END CERTIFICATE-----), one or more',
  },
  webUpstreamCaUnreadable: {
    zh: '第 {{index}} 个 HTTPS 证书无法读取：{{error}}',
    en: 'HTTPS certificate {{index}} cannot be read: {{error}}',
  },
  webHostHeaderInvalid: {
    zh: 'Host 头须为主机名，可带端口（如 app.example.com:8443）',
    en: 'The Host header must be a host name, with an optional port (app.example.com:8443)',
  },
  webNoProtocol: {
    zh: '该资产不是配置了 HTTP(S) 协议的 Web 资产',
    en: 'This asset is not a web asset with the HTTP(S) protocol',
  },
  webSessionNotFound: { zh: 'Web 会话不存在或已结束', en: 'The web session does not exist or has ended' },
  webAppProxyDisabled: {
    zh: '发布该 Web 资产的应用代理“{{name}}”已停用',
    en: 'The application proxy “{{name}}” that publishes this web asset is disabled',
  },
  webUpstreamFailed: { zh: '无法连接 Web 应用：{{error}}', en: 'Could not reach the web application: {{error}}' },
  webCredentialRefused: {
    zh: 'Web 应用拒绝了保险箱中的账号密码（HTTP {{status}}）',
    en: 'The web application refused the vault’s credential (HTTP {{status}})',
  },
  webPasswordOnly: {
    zh: 'Web 资产只能使用密码账号登录，该账号使用密钥',
    en: 'Web assets log in with password accounts only; this account uses a key',
  },
  webPageTitle: { zh: 'Gatehouse 堡垒机', en: 'Gatehouse bastion' },
  webPageNoSession: {
    zh: '没有有效的 Web 会话。请在堡垒机控制台的“我的资产”中重新打开该资产。',
    en: 'There is no valid web session. Open this asset again from My assets in the Gatehouse console.',
  },
  webPageLaunchInvalid: {
    zh: '启动链接无效、已过期或已被使用。请在堡垒机控制台中重新打开该资产。',
    en: 'This launch link is invalid, expired or already used. Open the asset again from the Gatehouse console.',
  },
  webPageEnded: { zh: '该 Web 会话已结束：{{reason}}', en: 'This web session has ended: {{reason}}' },
  webPageBadRequest: {
    zh: '请求地址无效：只转发以 / 开头的路径',
    en: 'The request’s address is not valid: only paths starting with / are relayed',
  },
  webPageUpstreamFailed: {
    zh: '堡垒机无法连接 Web 应用：{{error}}',
    en: 'The bastion could not reach the web application: {{error}}',
  },
  webEndAccessEnded: { zh: '资产授权已失效', en: 'the authorisation to this asset has ended' },
  webEndSignedOut: { zh: '您已退出堡垒机控制台', en: 'you signed out of the Gatehouse console' },
  webEndSignInExpired: { zh: '堡垒机控制台的登录已过期', en: 'your Gatehouse sign-in has expired' },
  webEndTerminated: { zh: '审计员已终止该会话', en: 'an auditor terminated it' },
  webEndIdleTimeout: { zh: '长时间无操作', en: 'it was idle too long' },
  webEndMaxDuration: { zh: '已达到最长会话时长', en: 'it reached its maximum length' },
  webEndOther: { zh: '会话已关闭', en: 'it was closed' },
} as const;
