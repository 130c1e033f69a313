/**
 * Texts of the SSH layer (connections to target hosts, the password check, SSH keys), joined into
 * `messages` (messages.ts). zh-CN first. None of them ever carries a password, key or passphrase.
 */
export const sshMessages = {
  sshConnected: { zh: '连接成功', en: 'Connected' },
  sshUnreachable: { zh: '目标主机不可达', en: 'The host cannot be reached' },
  sshRefused: {
    zh: '目标主机拒绝连接，请检查地址和端口',
    en: 'The host refused the connection: check address and port',
  },
  sshTimeout: { zh: '连接超时', en: 'The connection timed out' },
  sshDns: { zh: '无法解析主机名', en: 'The host name cannot be resolved' },
  sshAuthRejected: {
    zh: '认证失败，用户名或凭据错误',
    en: 'Authentication was refused: wrong user name or credential',
  },
  sshMethodNotAllowed: {
    zh: '目标主机不允许该认证方式',
    en: 'The host does not allow this authentication method',
  },
  sshHostKeyChanged: {
    zh: '主机密钥已变更（预期 {{expected}}，实际 {{presented}}），已拒绝连接',
    en: 'The host key has changed (expected {{expected}}, presented {{presented}}); the connection was refused',
  },
  sshProtocolError: { zh: 'SSH 协议错误', en: 'SSH protocol error' },
  sshClosed: { zh: '连接被目标主机关闭', en: 'The host closed the connection' },
  sshAtJumpHost: { zh: '跳板机 {{hop}}：', en: 'Jump host {{hop}}: ' },
  sshNoKeyStored: { zh: '该账号未保存私钥', en: 'No private key is stored for this account' },
  sshNoPasswordStored: { zh: '该账号未保存密码', en: 'No password is stored for this account' },
  sshKeyRefused: { zh: '目标主机不接受该私钥', en: 'The host does not accept this private key' },
  sshKeyPassphraseRequired: {
    zh: '私钥已加密，请输入私钥密码',
    en: 'The private key is encrypted: enter its passphrase',
  },
  sshKeyPassphraseWrong: { zh: '私钥密码错误', en: 'The passphrase of the private key is wrong' },
  sshKeyUnsupported: {
    zh: '不支持的私钥格式，请上传 OpenSSH 或 PEM 格式的私钥',
    en: 'Unsupported private key format: upload an OpenSSH or PEM private key',
  },
  sshKeyNotPrivate: { zh: '上传的是公钥，请上传私钥', en: 'This is a public key: upload the private key' },
  sshKeyBitsInvalid: {
    zh: 'RSA 密钥长度只支持 2048、3072 或 4096 位',
    en: 'RSA keys can have 2048, 3072 or 4096 bits',
  },
  sshFingerprintInvalid: {
    zh: '主机密钥指纹格式错误，应为 SHA256:… 格式',
    en: 'The host key fingerprint is not valid: expected the SHA256:… form',
  },
} as const satisfies Record<string, { zh: string; en: string }>;
