/**
 * Texts of graphical sessions' server side (docs/rdp.md), joined into `messages` (index.ts). zh-CN first. None of
 * them ever carries a password.
 */
export const graphicalMessages = {
  graphicalNoProtocol: { zh: '该资产未配置 RDP 或 VNC 协议', en: 'This asset has neither RDP nor VNC configured' },
  graphicalSessionNotFound: {
    zh: '图形会话不存在或已结束',
    en: 'The graphical session does not exist or has ended',
  },
  graphicalPasswordOnly: {
    zh: '远程桌面只能使用密码登录，该账号保存的是私钥',
    en: 'A remote desktop logs in with a password only; this account holds a private key',
  },
  graphicalCredentialRefused: {
    zh: '远程桌面拒绝了该账号的凭据',
    en: 'The remote desktop refused this account’s credential',
  },
  graphicalConnectFailed: {
    zh: '无法连接远程桌面（{{detail}}）',
    en: 'The remote desktop could not be reached ({{detail}})',
  },
  graphicalCertificateChanged: {
    zh: '远程桌面的证书已变更（记录的指纹 {{expected}}，本次出示 {{presented}}），已拒绝连接：请管理员核实后在资产的账号页接受新证书',
    en: 'The remote desktop’s certificate changed (recorded {{expected}}, presented {{presented}}); the connection was refused: an administrator must verify it and accept the new certificate on the asset’s accounts page',
  },
  graphicalNoTls: {
    zh: '远程桌面只提供旧式 RDP 安全层（无 TLS），堡垒机不会在未经认证的通道上发送凭据',
    en: 'The remote desktop offers only the legacy RDP security (no TLS): Gatehouse does not send credentials over an unauthenticated channel',
  },
  graphicalSessionCap: {
    zh: '本节点的图形会话已达上限（{{limit}} 个），请稍后再试',
    en: 'This node already runs its limit of {{limit}} graphical sessions: try again later',
  },
  graphicalUnavailable: {
    zh: '本节点无法启动远程桌面，请联系管理员',
    en: 'This node cannot start a remote desktop: contact the administrator',
  },
  graphicalPasteRefused: {
    zh: '行为策略禁止向远程桌面粘贴，已拦截剪贴板内容',
    en: 'A behaviour policy forbids pasting into the remote desktop: the clipboard was not sent',
  },
} as const;
