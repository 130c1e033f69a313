/**
 * Account backup (task type 2): the backup settings, the SFTP test, backup runs and restore (docs/tasks.md
 * "Backup (type 2)"). zh-CN first. None of them ever carries a password, key or passphrase.
 */
export const backupMessages = {
  // Settings.
  backupRetypePassword: {
    zh: '备份服务器地址、端口或用户名已变更，请重新输入 SFTP 密码',
    en: 'The backup server, port or user changed: type the SFTP password again',
  },
  backupUsernameRequired: { zh: '请输入 SFTP 用户名', en: 'Enter the SFTP user name' },
  backupHostRequired: { zh: '请输入备份服务器地址', en: 'Enter the backup server address' },
  backupFingerprintInvalid: {
    zh: '主机密钥指纹格式应为 SHA256:…（ssh-keygen -l 的输出）',
    en: 'A host key fingerprint looks like SHA256:… (as ssh-keygen -l prints it)',
  },
  backupArchivePasswordRequired: {
    zh: '请设置备份文件的加密密码',
    en: 'Set the password that encrypts the backup files',
  },
  backupArchivePasswordLength: {
    zh: '加密密码长度在 {{min}} 到 {{max}} 个字符',
    en: 'The encryption password has {{min}} to {{max}} characters',
  },
  backupArchivePasswordWeak: {
    zh: '加密密码强度较弱：请混合使用字母、数字或符号',
    en: 'The encryption password is too weak: mix letters, digits or symbols',
  },
  backupPublicKeyRequired: {
    zh: '请粘贴用于加密备份的 OpenPGP 公钥',
    en: 'Paste the OpenPGP public key that encrypts the backups',
  },
  backupPublicKeyInvalid: {
    zh: '不是可用于加密的 OpenPGP 公钥（ASCII 格式，未过期、未吊销）',
    en: 'Not an OpenPGP public key that can encrypt (ASCII armored, not expired or revoked)',
  },
  backupPublicKeyIsPrivate: {
    zh: '这是私钥：请只粘贴公钥，私钥由您离线保管',
    en: 'This is a private key: paste the public key only and keep the private key offline',
  },
  backupSftpTestOk: {
    zh: '备份服务器连接正常，已在备份目录写入并删除测试文件',
    en: 'The backup server works: a probe file was written to the backup directory and deleted',
  },

  // The SFTP server: why it could not be used.
  backupNotConfigured: {
    zh: '尚未配置备份服务器或备份加密方式，请在系统配置中设置',
    en: 'The backup server or the backup encryption is not set up yet: see the backup settings',
  },
  backupSftpRefused: {
    zh: '备份服务器 {{address}} 拒绝连接，请检查地址和端口',
    en: 'The backup server {{address}} refused the connection: check address and port',
  },
  backupSftpTimeout: {
    zh: '连接备份服务器 {{address}} 超时',
    en: 'Connecting to the backup server {{address}} timed out',
  },
  backupSftpDns: { zh: '无法解析备份服务器地址 {{host}}', en: 'The backup server name {{host}} cannot be resolved' },
  backupSftpUnreachable: {
    zh: '备份服务器 {{address}} 不可达',
    en: 'The backup server {{address}} cannot be reached',
  },
  backupSftpAuthRejected: {
    zh: '备份服务器拒绝了用户 {{username}} 的登录：用户名或密码错误',
    en: 'The backup server refused user {{username}}: wrong user name or password',
  },
  backupSftpHostKeyChanged: {
    zh: '备份服务器的主机密钥已变更（记录的是 {{expected}}，实际为 {{presented}}），已拒绝连接。确认服务器无误后，在备份设置中接受新指纹',
    en: 'The backup server’s host key has changed (recorded {{expected}}, presented {{presented}}); the connection was refused. Once the server is confirmed, accept the new fingerprint in the backup settings',
  },
  backupSftpConnectionFailed: {
    zh: '与备份服务器的 SSH 连接失败或被关闭',
    en: 'The SSH connection to the backup server failed or was closed',
  },
  backupSftpNoSubsystem: {
    zh: '备份服务器不提供 SFTP 服务',
    en: 'The backup server does not offer SFTP',
  },
  backupDirectoryMissing: {
    zh: '备份目录 {{directory}} 不存在或不是目录',
    en: 'The backup directory {{directory}} does not exist or is not a directory',
  },
  backupDirectoryNotWritable: {
    zh: '用户 {{username}} 无权写入备份目录 {{directory}}',
    en: 'User {{username}} may not write to the backup directory {{directory}}',
  },
  backupProbeNotRemoved: {
    zh: '可以写入备份目录 {{directory}}，但无法删除文件，旧备份将无法按保留份数清理',
    en: 'Files can be written to {{directory}} but not deleted: old backups could not be cleaned up',
  },
  backupUploadFailed: {
    zh: '上传备份文件 {{file}} 失败（SFTP 状态 {{status}}），备份服务器上未留下该文件',
    en: 'Uploading {{file}} failed (SFTP status {{status}}); the file was not left on the backup server',
  },

  // Runs.
  backupTargetDone: { zh: '已备份', en: 'Backed up' },
  backupTargetNoSecret: {
    zh: '已备份（保险箱中没有该账号的凭据）',
    en: 'Backed up (the vault holds no credential for this account)',
  },
  backupRunUploaded: {
    zh: '已上传备份文件 {{file}} 到 {{server}}（{{count}} 个账号，{{bytes}} 字节）',
    en: 'Uploaded {{file}} to {{server}} ({{count}} account(s), {{bytes}} bytes)',
  },
  backupRetentionRemoved: {
    zh: '按保留份数 {{keep}} 删除了旧备份 {{files}}',
    en: 'Removed old backups beyond the newest {{keep}}: {{files}}',
  },
  backupRetentionFailed: {
    zh: '清理旧备份失败（SFTP 状态 {{status}}），新备份已上传',
    en: 'Old backups could not be removed (SFTP status {{status}}); the new backup was uploaded',
  },
  backupHostKeyLearned: {
    zh: '首次连接备份服务器，已记录其主机密钥 {{fingerprint}}',
    en: 'First contact with the backup server: its host key {{fingerprint}} was recorded',
  },

  // Restore.
  backupArchiveNotFound: {
    zh: '备份服务器上没有备份文件 {{file}}',
    en: 'The backup server has no file {{file}}',
  },
  backupArchiveTooLarge: {
    zh: '备份文件超过 {{max}} MB，无法在线恢复',
    en: 'The backup file is larger than {{max}} MB and cannot be restored online',
  },
  backupArchiveUnreadable: {
    zh: '无法解密备份文件：密码或私钥不正确，或文件不是 OpenPGP 加密文件',
    en: 'The backup file cannot be decrypted: wrong password or private key, or not an OpenPGP file',
  },
  backupPrivateKeyUnreadable: {
    zh: '无法读取私钥：不是 OpenPGP 私钥或私钥密码错误',
    en: 'The private key cannot be read: not an OpenPGP private key, or a wrong passphrase',
  },
  backupArchiveInvalid: {
    zh: '不是 Gatehouse 账号备份，或第 {{line}} 行内容有误（{{field}}）',
    en: 'Not a Gatehouse account backup, or line {{line}} is wrong ({{field}})',
  },
  backupRestoreAssetExists: {
    zh: '资产 {{name}} 已存在：请在空系统中恢复，或选择跳过已存在的资产',
    en: 'The asset {{name}} exists already: restore into an empty Gatehouse, or skip the assets that exist',
  },
  backupRestorePlatformUnknown: {
    zh: '资产类型 {{platform}}（资产 {{name}}）在本系统中不存在，请先创建该资产类型',
    en: 'The asset type {{platform}} (asset {{name}}) does not exist here: create it first',
  },
  backupRestoreRightsMissing: {
    zh: '恢复备份还需要新增资产和新增账号的权限',
    en: 'Restoring a backup also needs the rights to add assets and accounts',
  },
  backupRestored: { zh: '备份已恢复', en: 'The backup was restored' },
} as const;
