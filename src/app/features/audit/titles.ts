import { allEndpoints, type OperationLog } from '../../../shared/api';

/**
 * Chinese titles of the logged endpoints, keyed by method and path template. The log keeps the
 * descriptor's (English) summary as the title; tests/unit/audit/titles.test.ts fails for a state-changing
 * endpoint without a Chinese title here, so the zh-CN log never shows an English one.
 */
export const ZH_TITLES: Readonly<Record<string, string>> = {
  'POST /login': '密码登录',
  'POST /ucenter/logout': '退出登录',
  'POST /ucenter/login/passwdLogin': '密码登录',
  'POST /ucenter/user/updateOwnInfo': '修改个人信息',
  'POST /ucenter/user/updateOwnPasswd': '修改个人密码',
  'POST /init': '创建超级管理员',
  'POST /system/message/read': '标记消息已读',
  'POST /system/message/send': '发送站内消息',
  'POST /transfer/record': '开始文件传输',
  'POST /system/role': '新增角色',
  'PUT /system/role/authUser/selectAll': '角色分配用户',
  'PUT /system/role/authUser/cancelAll': '角色取消授权用户',
  'DELETE /system/role/:roleIds': '删除角色',
  'PUT /system/role': '修改角色及其权限',
  'PUT /system/user/authRole/:userId': '设置用户角色',
  'POST /system/dept': '新增部门',
  'POST /system/dept/members': '添加部门成员',
  'DELETE /system/dept/:deptId': '删除部门',
  'PUT /system/dept': '修改部门',
  'DELETE /system/dept/:deptId/members/:userIds': '移出部门成员',
  'PUT /system/dept/members': '修改成员部门角色',
  'POST /ucenter/user/add': '新增用户',
  'POST /ucenter/user/del': '删除用户',
  'POST /ucenter/forceUpdatePasswd': '首次登录修改密码',
  'POST /ucenter/user/lock': '锁定用户',
  'POST /ucenter/user/resetPasswd': '重置用户密码',
  'POST /ucenter/user/unlock': '解锁用户',
  'POST /ucenter/user/update': '修改用户',
  'POST /ucenter/user/updatePasswd': '设置用户密码',
  'POST /ucenter/userGroup/addMembers': '添加用户组成员',
  'POST /ucenter/userGroup/add': '新增用户组',
  'POST /ucenter/userGroup/del': '删除用户组',
  'POST /ucenter/userGroup/removeMembers': '移除用户组成员',
  'POST /ucenter/userGroup/update': '修改用户组',
  'POST /ucenter/user/mySessions/signOut': '退出指定会话',
  'POST /ucenter/user/mySessions/signOutOthers': '退出其他所有会话',
  'POST /ucenter/user/otpBind/confirm': '确认绑定动态口令',
  'POST /ucenter/login/otpLogin': '动态口令登录',
  'POST /ucenter/user/otpUnbind': '管理员解绑动态口令',
  'POST /ucenter/login/secondSmsLogin': '短信二次认证',
  'POST /ucenter/login/smsLogin': '短信验证码登录',
  'POST /ucenter/user/otpBind/start': '开始绑定动态口令',
  'POST /ucenter/user/otpUnbindOwn': '解绑动态口令',
  'POST /ucenter/forgetPasswdCheckUser': '找回密码：校验用户',
  'POST /ucenter/forgetPasswdUpdate': '找回密码：设置新密码',
  'POST /ucenter/verifyUpdatePasswdCode': '找回密码：校验验证码',
  'PUT /setting-center/signInMethods': '修改登录方式配置',
  'POST /setting-center/verifyEmail': '发送测试邮件',
  'POST /setting-center/verifySmsConfig': '发送测试短信',
  'POST /ucenter/user/usbKeyBind': '绑定USB-KEY',
  'POST /ucenter/scan/confirm': '确认扫码登录',
  'POST /ucenter/login/webauthnOptions': '获取安全密钥登录参数',
  'POST /ucenter/scan/refuse': '拒绝扫码登录',
  'POST /ucenter/user/webauthn/register': '绑定安全密钥',
  'POST /ucenter/user/usbKeyRemove': '解除绑定密钥',
  'POST /ucenter/user/usbKeyRemoveOf': '解除用户密钥',
  'POST /ucenter/login/usb_key': 'USB-KEY登录',
  'POST /ucenter/login/webauthn': '安全密钥登录',
  'PUT /setting-center/ldap': '修改LDAP目录配置',
  'POST /setting-center/ldap/sync': '导入或同步LDAP用户',
  'POST /setting-center/ldap/test': '测试LDAP连接',
  'POST /ucenter/sso/bind': '绑定单点登录身份',
  'PUT /setting-center/sso': '修改单点登录配置',
  'PUT /setting-center/baseConfig/edit': '修改基础配置',
  'POST /ucenter/sso/callback': '单点登录回调',
  'POST /ucenter/sso/start': '发起单点登录',
  'POST /setting-center/sso/discovery': '读取身份提供方配置',
  'POST /ucenter/user/ssoUnlink': '解除单点登录绑定',
  'POST /system/user/ssoUnlink': '管理员解除单点登录绑定',
  'POST /ucenter/register/approve': '通过注册申请',
  'POST /ucenter/register/refuse': '拒绝注册申请',
  'POST /ucenter/register': '提交注册申请',
  'POST /setting-center/vault/masterKey/rotate': '轮换主密钥',
  'POST /privilege/platform/add': '新增资产类型',
  'PUT /privilege/platform/edit': '修改资产类型',
  'POST /privilege/platform/remove/:platformId': '删除资产类型',
  'POST /system/tag/add': '新增标签',
  'PUT /system/tag/edit': '修改标签',
  'POST /system/tag/:tagId': '删除标签',
  'POST /privilege/assets/add': '新增资产',
  'PUT /privilege/assets/edit': '修改资产',
  'POST /privilege/assets/remove/:assetIds': '删除资产',
  'POST /privilege/agent/acceptHostKey': '接受网络代理新主机密钥',
  'POST /privilege/agent/add': '新增网络代理',
  'POST /privilege/agent/check': '检测网络代理',
  'POST /privilege/agent/remove': '删除网络代理',
  'POST /privilege/agent/edit': '修改网络代理',
  'POST /privilege/application/add': '新增应用代理',
  'POST /privilege/application/remove': '删除应用代理',
  'POST /privilege/application/edit': '修改应用代理',
  'POST /privilege/account/acceptHostKey': '接受资产新主机密钥',
  'POST /privilege/account/add': '新增账号',
  'POST /privilege/account/check/:accountId': '检测账号密码',
  'PUT /privilege/account/edit': '修改账号',
  'POST /privilege/account/generateKey/:accountId': '生成账号密钥',
  'POST /account/tag/remove/:accountId': '移除账号标签',
  'POST /privilege/account/remove/:accountIds': '删除账号',
  'POST /privilege/account/reveal/:accountId': '查看账号凭据',
  'POST /privilege/impower/add': '新增授权',
  'POST /privilege/impower/revoke/:grantIds': '撤销授权',
  'POST /privilege/my-assets/favourite/:assetId': '收藏资产',
  'POST /privilege/my-assets/unfavourite/:assetId': '取消收藏资产',
  'POST /privilege/assets/import': '导入资产',
  'POST /terminal/sessions': '打开终端会话',
  'DELETE /terminal/sessions/:sessionId': '关闭终端会话',
  'POST /policy/command/add': '新增命令拦截策略',
  'PUT /policy/command/edit': '修改命令拦截策略',
  'POST /policy/command/remove/:ids': '删除命令拦截策略',
  'POST /policy/login/add': '新增登录策略',
  'PUT /policy/login/edit': '修改登录策略',
  'POST /policy/login/remove/:ids': '删除登录策略',
  'POST /approve/command/filter/approve/approve': '审批命令',
  'POST /approve/command/filter/approve/withdraw': '撤回命令审批',
  'PUT /host_login_policy_approve': '审批登录申请',
  'POST /host_login_policy_approve/apply': '申请登录审批',
  'POST /host_login_policy_approve/withdraw': '撤回登录申请',
  'POST /approve/message/update': '标记审批消息已读',
  'POST /audit/sessions/:sessionId/terminate': '终止终端会话',
  'POST /terminal/sessions/:sessionId/shares': '创建终端分享',
  'POST /terminal/shares/:shareId/revoke': '撤销终端分享',
  'POST /terminal/shares/:shareId/input': '设置分享访客输入权限',
  'POST /share/terminal/join': '访客加入终端分享',
};

const API_PREFIX = '/prod-api';

/** Path template → matcher, for the endpoints the log can hold. */
const templates = allEndpoints
  .filter((endpoint) => endpoint.method !== 'GET')
  .map((endpoint) => ({
    key: `${endpoint.method} ${endpoint.path}`,
    method: endpoint.method,
    pattern: new RegExp(`^${endpoint.path.replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace(/:[A-Za-z]+/g, '[^/]+')}$`),
  }));

/** Rows the server writes beside a call (not the call itself), by their stored title. */
const ZH_EVENT_TITLES: Readonly<Record<string, string>> = {
  'Host key trusted on first contact': '首次连接信任主机密钥',
};

/** The title in the reader's language: Chinese where known, the stored title otherwise. */
export function titleOf(row: Pick<OperationLog, 'title' | 'requestMethod' | 'operUrl'>, language: string): string {
  if (!language.startsWith('zh')) return row.title;
  const event = ZH_EVENT_TITLES[row.title];
  if (event) return event;
  const path = row.operUrl.startsWith(API_PREFIX) ? row.operUrl.slice(API_PREFIX.length) : row.operUrl;
  const match = templates.find((template) => template.method === row.requestMethod && template.pattern.test(path));
  return (match && ZH_TITLES[match.key]) || row.title;
}
