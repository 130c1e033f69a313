/**
 * The coffer's encrypted export (docs/coffer.md "Export"): the form's texts and the CSV's column titles and
 * values, in the caller's language. None of them ever carries the password or a secret.
 */
export const exportMessages = {
  exportPasswordRequired: { zh: '请输入加密密码', en: 'Enter the password that encrypts the file' },
  exportPasswordLength: {
    zh: '加密密码长度在 {{min}} 到 {{max}} 个字符',
    en: 'The file password needs {{min}} to {{max}} characters',
  },
  exportPasswordWeak: {
    zh: '加密密码强度较弱，请组合使用字母、数字和符号',
    en: 'The file password is too weak: combine letters, digits and symbols',
  },
  exportReasonRequired: { zh: '请输入导出原因', en: 'Enter the reason for the export' },
  exportReasonTooLong: {
    zh: '导出原因长度最大为{{max}}个字符',
    en: 'The reason for the export may have at most {{max}} characters',
  },
  cofferExported: { zh: '导出成功', en: 'Exported' },
  // The CSV inside the encrypted file.
  exportColumnAsset: { zh: '资产名称', en: 'Asset' },
  exportColumnAddress: { zh: '资产地址', en: 'Address' },
  exportColumnProtocols: { zh: '协议端口', en: 'Protocols' },
  exportColumnAccount: { zh: '账号名称', en: 'Account' },
  exportColumnAccountType: { zh: '账号类型', en: 'Account type' },
  exportColumnAuthKind: { zh: '认证方式', en: 'Authentication' },
  exportColumnSecret: { zh: '密码/私钥', en: 'Password / private key' },
  exportColumnPassphrase: { zh: '私钥密码', en: 'Key passphrase' },
  exportAccountOrdinary: { zh: '普通账号', en: 'Ordinary' },
  exportAccountPrivileged: { zh: '特权账号', en: 'Privileged' },
  exportAuthPassword: { zh: '密码', en: 'Password' },
  exportAuthKey: { zh: '密钥', en: 'Key' },
} as const satisfies Record<string, { zh: string; en: string }>;
