/**
 * The one key space of every message: each feature keeps its texts in its own file and they are joined here, beside
 * the general texts of spec §8, so that the server and the console read one object. It grows by a line or two per
 * feature and stays a little over 400 lines; new texts belong in their feature's file, not here.
 */
import { accessMessages } from './accessMessages';
// accounts
import { accountMessages } from './accountMessages';
import { adoptionMessages } from './adoptionMessages';
// Command interception, login policies and approvals.
import { approvalMessages } from './approvalMessages';
import { assetImportMessages } from './assetImportMessages';
import { backupMessages } from './backupMessages';
import { behaviorMessages } from './behaviorMessages';
import { clipboardMessages } from './clipboardMessages';
import { cofferMessages } from './cofferMessages';
// Database sessions.
import { dbNativeMessages } from './dbNativeMessages';
import { dbSessionMessages } from './dbSessionMessages';
import { dictionaryMessages } from './dictionaryMessages';
import { exportMessages } from './exportMessages';
import { fileMessages } from './fileMessages';
import { fileTransferMessages } from './fileTransferMessages';
import { flowMessages } from './flowMessages';
import { flowRunMessages } from './flowRunMessages';
import { formMessages } from './formMessages';
import { grantMessages } from './grantMessages';
import { graphicalMessages } from './graphicalMessages';
import { labelMessages } from './labelMessages';
import { ldapMessages } from './ldapMessages';
import { licenceMessages } from './licenceMessages';
import { mysqlNativeMessages } from './mysqlNativeMessages';
import { networkMessages } from './networkMessages';
import { proxyMessages } from './proxyMessages';
import { sessionAuditMessages } from './sessionAuditMessages';
import { settingCentreMessages } from './settingCentreMessages';
import { settingItemMessages } from './settingItemMessages';
import { shareMessages } from './shareMessages';
import { signInMessages } from './signInMessages';
import { sshMessages } from './sshMessages';
import { statisticsMessages } from './statisticsMessages';
import { taskMessages } from './taskMessages';
import { telnetMessages } from './telnetMessages';
import { terminalMessages } from './terminalMessages';
import { webAssetMessages } from './webAssetMessages';

/**
 * Texts that both the server (envelope `msg`, chosen by Accept-Language) and the console (form
 * validation, i18next namespace `msg`) show. Keys are stable; the zh-CN text is the spec's where it has one.
 * Placeholders use i18next syntax: {{name}}.
 */
export const messages = {
  ok: { zh: '操作成功', en: 'Done' },
  unknownError: {
    zh: '系统未知错误，请反馈给管理员',
    en: 'Unknown system error, please report it to the administrator',
  },
  forbidden: { zh: '当前操作没有权限', en: 'You have no permission for this operation' },
  notFound: { zh: '访问资源不存在', en: 'The requested resource does not exist' },
  unauthorised: { zh: '认证失败，无法访问系统资源', en: 'Authentication failed, system resources cannot be accessed' },
  sessionInvalid: {
    zh: '无效的会话，或者会话已过期，请重新登录。',
    en: 'Invalid session, or the session has expired. Please sign in again.',
  },
  loginExpired: { zh: '登录已过期，请重新登录', en: 'Your sign-in has expired, please sign in again' },
  tooManyRequests: { zh: '请求过于频繁，请稍后再试', en: 'Too many requests, please try again later' },
  initialised: { zh: '系统已完成初始化', en: 'The system has already been initialised' },
  setupRequired: {
    zh: '系统尚未初始化，请先创建超级管理员',
    en: 'Gatehouse is not set up yet: create the super administrator first',
  },
  captchaExpired: { zh: '验证码已过期，请重新输入验证码', en: 'The captcha has expired, please enter a new one' },
  captchaWrong: { zh: '验证码错误', en: 'The captcha is wrong' },
  captchaRequired: { zh: '验证码不能为空', en: 'The captcha is required' },
  badCredentials: { zh: '用户名或密码错误', en: 'Wrong user name or password' },
  accountLocked: {
    zh: '密码错误次数过多，账号已锁定，请 {{minutes}} 分钟后重试',
    en: 'Too many wrong passwords: the account is locked, try again in {{minutes}} minutes',
  },
  accountLockedByAdmin: {
    zh: '账号已被锁定，请联系管理员',
    en: 'The account is locked, please contact the administrator',
  },
  accountNotEffective: { zh: '账号尚未生效', en: 'The account is not yet effective' },
  accountExpired: { zh: '账号已过期', en: 'The account has expired' },
  usernameRequired: { zh: '用户名不能为空', en: 'The user name is required' },
  passwordRequired: { zh: '密码不能为空', en: 'The password is required' },
  passwordWeak: { zh: '密码强度较弱', en: 'The password is too weak' },
  oldPasswordRequired: { zh: '旧密码不能为空', en: 'The old password is required' },
  newPasswordRequired: { zh: '新密码不能为空', en: 'The new password is required' },
  confirmPasswordRequired: { zh: '确认密码不能为空', en: 'The password confirmation is required' },
  passwordMismatch: { zh: '两次输入的密码不一致', en: 'The two passwords do not match' },
  oldPasswordWrong: { zh: '旧密码错误', en: 'The old password is wrong' },
  passwordSameAsOld: { zh: '新密码不能与旧密码相同', en: 'The new password must differ from the old one' },
  maxLength: { zh: '长度最大为{{max}}个字符', en: 'At most {{max}} characters' },
  lengthBetween: { zh: '长度在 {{min}} 到 {{max}} 个字符', en: 'Between {{min}} and {{max}} characters' },
  phoneInvalid: { zh: '手机号格式不正确', en: 'The phone number is not valid' },
  emailInvalid: { zh: '邮箱格式不正确', en: 'The e-mail address is not valid' },
  nameChars: {
    zh: '只支持字母、数字、特殊字符包含 _ -',
    en: 'Only letters, digits, _ and - are allowed',
  },
  fieldRequired: { zh: '{{field}}不能为空', en: '{{field}} is required' },
  fieldInvalid: { zh: '{{field}}格式不正确', en: '{{field}} is not valid' },
  fieldTooLong: { zh: '{{field}}长度最大为{{max}}个字符', en: '{{field}} may have at most {{max}} characters' },
  nameUnsafeChars: {
    zh: '{{field}}不能包含控制字符、零宽字符或文字方向控制字符',
    en: '{{field}} must not contain control, zero-width or text-direction characters',
  },
  fieldTooShort: { zh: '{{field}}长度最小为{{min}}个字符', en: '{{field}} needs at least {{min}} characters' },
  passwordChanged: { zh: '修改密码成功', en: 'Password changed' },
  infoSaved: { zh: '补录信息成功！', en: 'Personal information saved!' },
  logoutDone: { zh: '退出成功', en: 'Signed out' },
  setupDone: { zh: '初始化成功，请登录', en: 'Set-up complete, please sign in' },
  userNameTaken: { zh: '用户名已存在', en: 'This user name is already taken' },
  loginSuccess: { zh: '登录成功', en: 'Signed in' },
  passwordReused: {
    zh: '新密码不能与最近 {{count}} 次使用过的密码相同',
    en: 'The new password must differ from the last {{count}} passwords',
  },
  badRequest: { zh: '请求格式不正确', en: 'The request is malformed' },
  bodyTooLarge: { zh: '请求内容过大', en: 'The request body is too large' },
  fieldHasNul: { zh: '{{field}}不能包含空字符', en: '{{field}} must not contain the NUL character' },
  mustBeText: { zh: '必须是文本', en: 'must be text' },
  headerRequired: { zh: '缺少请求头 {{header}}', en: 'The request header {{header}} is missing or wrong' },
  notImplemented: { zh: '该功能尚未开放', en: 'This function is not available yet' },
  transferTooLarge: { zh: '超出最大传输大小', en: 'Exceeded the maximum transfer size' },
  transferRecordNotFound: { zh: '传输记录不存在', en: 'The transfer record does not exist' },
  transferRecordBusy: {
    zh: '传输记录不可用：正在传输或已结束',
    en: 'The transfer record is not available: in use or finished',
  },
  transferNotReady: { zh: '文件尚未就绪', en: 'The file is not ready' },
  transferFrameTooLarge: { zh: '数据帧超过 {{max}} 字节', en: 'A data frame exceeds {{max}} bytes' },
  transferNotStarted: { zh: '传输尚未开始', en: 'The transfer has not started' },
  transferBadMessage: { zh: '无法识别的传输消息', en: 'Unrecognised transfer message' },
  transferBadFileName: {
    zh: '文件名不可用：不能是 . 或 ..，不能包含 /、控制字符、零宽字符或文字方向控制字符',
    en: 'Unusable file name: it may not be . or .., nor hold /, control, zero-width or text-direction characters',
  },
  transferSizeMismatch: { zh: '文件大小与传输记录不符', en: 'The file size does not match the transfer record' },
  transferTooManyBytes: {
    zh: '收到的数据超过声明的文件大小',
    en: 'More bytes arrived than the announced file size',
  },
  transferChecksumMismatch: { zh: '文件校验失败', en: 'The file checksum does not match' },
  transferInactive: { zh: '传输超时：{{seconds}} 秒无数据', en: 'Transfer timed out: no data for {{seconds}} s' },
  transferStoreFailed: { zh: '文件保存失败', en: 'The file could not be stored' },
  messageUserUnknown: { zh: '用户不存在', en: 'The user does not exist' },
  // Roles and departments (helper "roles").
  roleNotFound: { zh: '角色不存在', en: 'The role does not exist' },
  roleKeyTaken: { zh: '角色标识已存在', en: 'This role key is already taken' },
  roleSuperProtected: {
    zh: '超级管理员角色不可删除，其全部权限不可减少',
    en: 'The super manager role cannot be deleted and keeps all permissions',
  },
  roleBuiltIn: { zh: '内置角色不可删除', en: 'A built-in role cannot be deleted' },
  roleInUse: {
    zh: '角色 {{role}} 已分配给 {{count}} 个用户，请先取消分配',
    en: 'The role {{role}} is held by {{count}} users: take it from them first',
  },
  permissionUnknown: { zh: '未知的权限标识：{{permission}}', en: 'Unknown permission: {{permission}}' },
  permissionNotHeld: {
    zh: '不能授予自己不具备的权限：{{permission}}',
    en: 'You cannot grant what you do not hold: {{permission}}',
  },
  deptNotFound: { zh: '部门不存在', en: 'The department does not exist' },
  deptNameTaken: { zh: '同级部门中已有该名称', en: 'A department of this name already exists at this level' },
  deptHasChildren: { zh: '存在下级部门，不允许删除', en: 'The department has subdepartments and cannot be deleted' },
  deptHasMembers: { zh: '部门存在成员，不允许删除', en: 'The department has members and cannot be deleted' },
  deptParentInvalid: {
    zh: '上级部门不能是自己或自己的下级部门',
    en: 'A department cannot be moved under itself or its subdepartments',
  },
  userInOtherDept: {
    zh: '用户 {{user}} 已属于其他部门，请先移出',
    en: 'The user {{user}} already belongs to a department: remove them there first',
  },
  notDeptMember: { zh: '用户不是该部门成员', en: 'The user is not a member of this department' },
  // What a save answers, whatever was saved (users, assets, platforms, tags, accounts…).
  added: { zh: '新增成功', en: 'Added' },
  saved: { zh: '修改成功', en: 'Saved' },
  deleted: { zh: '删除成功', en: 'Deleted' },
  // Users, user groups, sessions.
  userNotFound: { zh: '用户不存在', en: 'The user does not exist' },
  userLocked: { zh: '锁定成功', en: 'Locked' },
  userUnlocked: { zh: '解锁成功', en: 'Unlocked' },
  userPasswordResetDone: { zh: '重置密码成功', en: 'Password reset' },
  cannotDeleteSelf: { zh: '不能删除当前登录用户', en: 'You cannot delete the user you are signed in as' },
  cannotLockSelf: { zh: '不能锁定当前登录用户', en: 'You cannot lock the user you are signed in as' },
  ownPasswordInCentre: {
    zh: '请在个人中心修改自己的密码',
    en: 'Change your own password in the personal centre',
  },
  lastSuperManager: {
    zh: '至少需要保留一个可用的超级管理员，不能删除、锁定或降级最后一个',
    en: 'At least one active super manager must remain: the last one cannot be deleted, locked or demoted',
  },
  superManagerOnly: {
    zh: '只有超级管理员可以修改超级管理员账号',
    en: 'Only a super manager may change a super manager account',
  },
  ldapNoPassword: {
    zh: 'LDAP 用户没有本地密码，请在 LDAP 服务器上修改密码',
    en: 'LDAP users have no local password: change it on the LDAP server',
  },
  validityRequired: { zh: '临时用户必须设置有效期', en: 'A temporary user needs a validity period' },
  validityOrder: { zh: '结束时间必须晚于开始时间', en: 'The end must be later than the start' },
  passwordChangeRequired: {
    zh: '您的密码需要修改，请先修改密码后再继续操作',
    en: 'Your password must be changed before you continue',
  },
  groupNameTaken: { zh: '用户组名称已存在', en: 'This user group name is already taken' },
  groupNotFound: { zh: '用户组不存在', en: 'The user group does not exist' },
  membersAdded: { zh: '添加成员成功', en: 'Members added' },
  membersRemoved: { zh: '移除成员成功', en: 'Members removed' },
  sessionNotFound: { zh: '会话不存在或已结束', en: 'The session does not exist or has ended' },
  sessionSignedOut: { zh: '已退出该会话', en: 'The session was signed out' },
  otherSessionsSignedOut: { zh: '已退出其他所有会话', en: 'Every other session was signed out' },
  // Sign-in methods (SMS, e-mail, one-time password, forgotten password).
  ...signInMessages,
  scanNotFound: { zh: '二维码无效，请刷新', en: 'This QR code is not valid, refresh it' },
  scanExpired: { zh: '二维码已过期，请刷新', en: 'The QR code has expired, refresh it' },
  scanHandled: { zh: '该二维码已被处理', en: 'This QR code has already been handled' },
  scanTicketWrong: { zh: '确认凭据无效，请重新扫码', en: 'The confirmation ticket is not valid, scan again' },
  scanConfirmed: { zh: '已确认登录', en: 'Sign-in confirmed' },
  scanRefused: { zh: '已拒绝登录', en: 'Sign-in refused' },
  scanLoginSuccess: { zh: '扫码登录成功', en: 'Signed in by QR scan' },
  challengeInvalid: {
    zh: '验证请求已过期或已使用，请重试',
    en: 'The challenge has expired or was already used, try again',
  },
  webauthnFailed: { zh: '安全密钥验证失败', en: 'The security key could not be verified' },
  webauthnBound: { zh: '安全密钥绑定成功', en: 'Security key bound' },
  webauthnLoginSuccess: { zh: '安全密钥登录成功', en: 'Signed in with a security key' },
  keyRemoved: { zh: '密钥已解除绑定', en: 'The key was removed' },
  keyNotFound: { zh: '密钥不存在', en: 'The key does not exist' },
  usbKeyBound: { zh: 'USB-KEY绑定成功', en: 'USB key bound' },
  usbKeyCertInvalid: { zh: '证书解析失败', en: 'The certificate could not be parsed' },
  usbKeyCertNotRsa: { zh: '证书密钥算法必须为 RSA', en: 'The certificate key algorithm must be RSA' },
  usbKeyCertExpired: { zh: '证书不在有效期内', en: 'The certificate is not within its validity period' },
  usbKeyCertTaken: { zh: '该证书已被绑定', en: 'This certificate is already bound' },
  usbKeySignatureInvalid: { zh: 'USB-KEY签名验证失败', en: 'The USB key signature is not valid' },
  webauthnTaken: { zh: '该安全密钥已被绑定', en: 'This security key is already bound' },
  usbKeyLoginSuccess: { zh: 'USB-KEY登录成功', en: 'Signed in with a USB key' },
  // SSH layer (target connections, password check, SSH keys).
  ...sshMessages,
  // LDAP user source.
  ...ldapMessages,
  // Single sign-on (OpenID Connect).
  ssoLoginSuccess: { zh: '单点登录成功', en: 'Signed in by single sign-on' },
  ssoNotConfigured: {
    zh: '单点登录尚未配置：请先填写身份提供方地址和客户端 ID',
    en: 'Single sign-on is not configured: enter the identity provider URL and client ID first',
  },
  ssoDiscoveryFailed: {
    zh: '无法读取身份提供方的配置：{{reason}}',
    en: "The identity provider's configuration could not be read: {{reason}}",
  },
  ssoInsecureIssuer: {
    zh: '身份提供方地址必须使用 https（本机地址除外）',
    en: 'The identity provider URL must use https (except on this machine)',
  },
  ssoStateInvalid: {
    zh: '单点登录请求已过期或已使用，请重新登录',
    en: 'The single sign-on request has expired or was already used, please sign in again',
  },
  ssoTokenRejected: {
    zh: '身份提供方的应答未通过校验：{{reason}}',
    en: "The identity provider's answer did not pass validation: {{reason}}",
  },
  ssoBindTicketInvalid: {
    zh: '绑定凭据已过期或已使用，请重新单点登录',
    en: 'The link ticket has expired or was already used, please use single sign-on again',
  },
  ssoIdentityTaken: {
    zh: '该外部身份已绑定其他用户',
    en: 'This external identity is already linked to another user',
  },
  ssoLinkNotFound: { zh: '绑定关系不存在', en: 'The link does not exist' },
  ssoLinked: { zh: '外部身份绑定成功', en: 'External identity linked' },
  ssoUnlinked: { zh: '已解除外部身份绑定', en: 'External identity unlinked' },
  // SM2 USB keys and self-registration (helper sm2reg).
  usbKeyCertNotSm2: { zh: '证书密钥算法必须为 SM2', en: 'The certificate key algorithm must be SM2' },
  emailRequired: { zh: '邮箱不能为空', en: 'The e-mail address is required' },
  refuseReasonRequired: { zh: '请输入拒绝原因', en: 'Enter the reason for refusing' },
  registerDisabled: { zh: '未开放自助注册', en: 'Self-registration is not available' },
  registerSubmitted: {
    zh: '注册申请已提交，请等待管理员审核',
    en: 'Your registration was submitted; an administrator will review it',
  },
  registerNamePending: {
    zh: '该用户名已有待审核的注册申请',
    en: 'A registration with this user name is already waiting for review',
  },
  registerTooMany: { zh: '注册申请过于频繁，请稍后再试', en: 'Too many registrations; try again later' },
  registerPending: {
    zh: '您的注册申请正在审核中，请等待管理员审核',
    en: 'Your registration is still waiting for an administrator',
  },
  registerRefused: { zh: '您的注册申请未通过：{{reason}}', en: 'Your registration was refused: {{reason}}' },
  registrationNotFound: { zh: '注册申请不存在', en: 'The registration request does not exist' },
  registrationDecided: { zh: '该注册申请已处理', en: 'This registration request was already decided' },
  registrationApproved: { zh: '已通过注册申请，账号已创建', en: 'Registration approved; the account was created' },
  registrationRefused: { zh: '已拒绝注册申请', en: 'Registration refused' },
  registerApprovedSubject: { zh: '{{product}} 注册申请已通过', en: '{{product}}: your registration was approved' },
  registerApprovedBody: {
    zh: '您的账号 {{userName}} 已开通，请使用注册时设置的密码登录。',
    en: 'Your account {{userName}} is ready. Sign in with the password you chose when registering.',
  },
  registerRefusedSubject: { zh: '{{product}} 注册申请未通过', en: '{{product}}: your registration was refused' },
  registerRefusedBody: {
    zh: '您的注册申请（{{userName}}）未通过，原因：{{reason}}',
    en: 'Your registration ({{userName}}) was refused. Reason: {{reason}}',
  },
  // vault
  vaultRotationRunning: { zh: '主密钥轮换正在进行中', en: 'A master-key rotation is already running' },
  vaultKeyFromEnvironment: {
    zh: '主密钥由环境变量 GATEHOUSE_MASTER_KEY 提供，请先在所有节点配置新密钥再轮换',
    en: 'The master key comes from GATEHOUSE_MASTER_KEY: install the new key on every node first, then rotate',
  },
  vaultNodesBehind: {
    zh: '以下节点尚未使用新主密钥：{{nodes}}',
    en: 'These nodes do not use the new master key yet: {{nodes}}',
  },
  vaultRotationStarted: { zh: '主密钥轮换已开始', en: 'Master-key rotation started' },
  vaultRevealReasonRequired: { zh: '请填写查看原因', en: 'Give a reason for revealing the secret' },
  vaultRevealFailed: {
    zh: '密文无法解密，请联系管理员检查主密钥',
    en: 'The secret cannot be opened; ask an administrator to check the master key',
  },
  // Platforms, assets and tags (helper "assets").
  addressInvalid: { zh: '请输入正确的地址', en: 'Enter a valid address' },
  urlInvalid: { zh: '请输入正确的链接', en: 'Enter a valid link' },
  portInvalid: { zh: '请输入正确的端口', en: 'Enter a valid port' },
  protocolInvalid: { zh: '请选择正确的通讯协议', en: 'Choose a valid protocol' },
  protocolRequired: { zh: '请至少选择一个通讯协议', en: 'Choose at least one protocol' },
  protocolDuplicate: { zh: '通讯协议 {{protocol}} 重复', en: 'The protocol {{protocol}} appears twice' },
  protocolNotOffered: {
    zh: '资产类型 {{platform}} 不支持通讯协议 {{protocol}}',
    en: 'The asset type {{platform}} does not offer the protocol {{protocol}}',
  },
  encodingInvalid: { zh: '请选择正确的编码', en: 'Choose a valid encoding' },
  assetTypeInvalid: { zh: '请选择正确的资产类别', en: 'Choose a valid asset category' },
  assetTypeMismatch: {
    zh: '资产类别与资产类型 {{platform}} 不一致',
    en: 'The asset category does not match the asset type {{platform}}',
  },
  assetNotFound: { zh: '资产不存在', en: 'The asset does not exist' },
  assetNameTaken: { zh: '资产名称已存在', en: 'This asset name is already taken' },
  assetDeptOutOfScope: {
    zh: '只能将资产放在您管理的部门中',
    en: 'You can only place assets in departments you manage',
  },
  platformNotFound: { zh: '资产类型不存在', en: 'The asset type does not exist' },
  platformNameTaken: { zh: '资产类型名称已存在', en: 'This asset type name is already taken' },
  platformBuiltIn: { zh: '内置资产类型不可删除', en: 'A built-in asset type cannot be deleted' },
  platformInUse: {
    zh: '资产类型 {{platform}} 正被 {{count}} 个资产使用，不允许删除',
    en: 'The asset type {{platform}} is used by {{count}} assets and cannot be deleted',
  },
  platformCategoryLocked: {
    zh: '资产类型 {{platform}} 正被 {{count}} 个资产使用，不能修改其资产类别',
    en: 'The asset type {{platform}} is used by {{count}} assets: its category cannot change',
  },
  platformProtocolInUse: {
    zh: '通讯协议 {{protocol}} 正被该类型的资产使用，不能移除',
    en: 'Assets of this type use the protocol {{protocol}}: it cannot be removed',
  },
  tagNotFound: { zh: '标签不存在', en: 'The tag does not exist' },
  tagNameTaken: { zh: '标签名称已存在', en: 'This tag name is already taken' },
  // Network and application proxies.
  ...proxyMessages,
  // Accounts on assets.
  ...accountMessages,
  // grants
  ...grantMessages,
  // Asset import and export.
  ...assetImportMessages,
  // Session audit (/vedio-replay).
  ...sessionAuditMessages,
  ...statisticsMessages,
  // Web terminal.
  ...terminalMessages,
  // Telnet layer (connections to Telnet assets).
  ...telnetMessages,
  ...dbSessionMessages,
  ...graphicalMessages,
  ...clipboardMessages,
  ...webAssetMessages,
  ...dbNativeMessages,
  ...mysqlNativeMessages,
  // Command interception, login policies and approvals.
  ...approvalMessages,
  // File transfer in the terminal (SFTP).
  ...fileTransferMessages,
  // Live monitor and terminal shares.
  ...shareMessages,
  // Access control: no escalation, nobody changes their own access.
  ...accessMessages,
  // Approval flows: engine, models, diagrams.
  ...flowMessages,
  ...flowRunMessages,
  // Approval-flow forms: designer rules, submitted data.
  ...formMessages,
  // The coffer: safes, licences, applications.
  ...cofferMessages,
  ...exportMessages,
  // Adopting local accounts of Linux hosts.
  ...adoptionMessages,
  // Scheduled tasks, the task centre and the job log.
  ...taskMessages,
  // Account backup (task type 2): settings, the SFTP test, runs and restore.
  ...backupMessages,
  // Behaviour policies: what a session may do, enforced by the gateway.
  ...behaviorMessages,
  // Dictionaries and parameters (/system/dict/*, /system/config/*).
  ...dictionaryMessages,
  // The setting centre: watermark.
  ...settingCentreMessages,
  // Uploads and downloads of forms and settings.
  ...fileMessages,
  ...licenceMessages,
  // The network tab of the setting centre (docs/network.md).
  ...networkMessages,
  // Label governance (/system/label).
  ...labelMessages,
  // The setting centre's generic key–value calls.
  ...settingItemMessages,
} as const satisfies Record<string, { zh: string; en: string }>;

export type MessageKey = keyof typeof messages;
export type Lang = 'zh' | 'en';

/** Fills {{name}} placeholders; used by the server. The console lets i18next do the same. */
export function formatMessage(key: MessageKey, lang: Lang, params: Record<string, string | number> = {}): string {
  return messages[key][lang].replace(/\{\{(\w+)\}\}/g, (_, name: string) => String(params[name] ?? ''));
}
