/**
 * Adopting local accounts discovered on Linux hosts (docs/coffer.md "Adopting accounts"). The SSH failures
 * themselves are the SSH layer's texts (sshMessages.ts), put in {{reason}}; none carries a credential.
 */
export const adoptionMessages = {
  adoptionNotLinux: {
    zh: '资产“{{name}}”不是 Linux 主机，无法发现本地账号',
    en: 'The asset "{{name}}" is not a Linux host: its local accounts cannot be discovered',
  },
  adoptionNoSsh: {
    zh: '资产“{{name}}”未配置 SSH 协议，无法发现本地账号',
    en: 'The asset "{{name}}" has no SSH protocol: its local accounts cannot be discovered',
  },
  adoptionNoCredential: {
    zh: '资产“{{name}}”没有保存凭据的账号，无法登录发现本地账号，请先添加一个账号并保存密码或私钥',
    en: 'The asset "{{name}}" has no account with a stored credential to log in with: add one with its password or key first',
  },
  adoptionAccountNotOnAsset: {
    zh: '所选账号不属于该资产或未保存凭据',
    en: 'The chosen account is not an account of this asset or has no stored credential',
  },
  adoptionConnectFailed: {
    zh: '无法以账号“{{account}}”登录资产“{{name}}”：{{reason}}',
    en: 'Could not log in to the asset "{{name}}" as "{{account}}": {{reason}}',
  },
  adoptionListFailed: {
    zh: '无法读取资产“{{name}}”的本地账号（getent passwd：{{problem}}），请确认它是 Linux 主机',
    en: 'The local accounts of the asset "{{name}}" could not be read (getent passwd: {{problem}}): is it a Linux host?',
  },
  adoptionAccountsRequired: { zh: '请选择要纳管的账号', en: 'Choose the accounts to adopt' },
  adoptionNameTwice: {
    zh: '账号“{{name}}”被选择了两次',
    en: 'The account "{{name}}" was chosen twice',
  },
  adoptionAlreadyManaged: {
    zh: '以下账号已被纳管，未添加任何账号：{{names}}',
    en: 'These accounts are already managed, so none was added: {{names}}',
  },
  adoptionDone: { zh: '纳管成功', en: 'Accounts adopted' },
} as const satisfies Record<string, { zh: string; en: string }>;
