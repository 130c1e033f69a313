/** Texts of accounts on assets, joined into `messages` (messages.ts). zh-CN first. */
export const accountMessages = {
  accountNotFound: { zh: '账号不存在', en: 'The account does not exist' },
  accountNameTaken: { zh: '该资产已有同名账号', en: 'This asset already has an account with this name' },
  accountNameInvalid: {
    zh: '账号名称不能包含空白、冒号或斜杠',
    en: 'An account name cannot contain blanks, colons or slashes',
  },
  accountPasswordRequired: { zh: '请输入密码', en: 'Enter the password' },
  accountKeyRequired: { zh: '请输入私钥或生成密钥', en: 'Enter a private key or generate one' },
  accountNoSsh: {
    zh: '资产“{{name}}”未配置 SSH 协议，无法检测',
    en: 'The asset "{{name}}" has no SSH protocol: the account cannot be checked',
  },
  accountNoKeyPending: {
    zh: '没有待确认的新主机密钥，或密钥已再次变化，请重新检测',
    en: 'There is no new host key to accept, or it changed again: check the account again',
  },
  accountNoCertificatePending: {
    zh: '没有待确认的新远程桌面证书，或证书已再次变化，请重新打开远程桌面',
    en: 'There is no new remote desktop certificate to accept, or it changed again: open the remote desktop again',
  },
  accountTagNotLinked: { zh: '该账号没有此标签', en: 'The account does not carry this tag' },
  accountChecked: { zh: '检测完成', en: 'Check finished' },
  accountKeyGenerated: { zh: '密钥已生成', en: 'Key generated' },
  accountHostKeyAccepted: { zh: '已接受新的主机密钥', en: 'The new host key was accepted' },
  accountViaProxy: { zh: '经网络代理“{{name}}”：', en: 'Through the network proxy "{{name}}": ' },
  accountNothingStored: { zh: '未保存该凭据', en: 'Nothing is stored for this credential' },
  accountSecretUnreadable: {
    zh: '账号的凭据无法解密',
    en: 'The credential of the account cannot be decrypted',
  },
  revealReasonRequired: { zh: '请输入申请原因', en: 'Enter the reason' },
} as const;
