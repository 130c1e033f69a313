import type { ConfigPageId, ConfigValueOwner } from '../../../shared/rules/configRules';
import { ConfigKey } from '../../db/settingKeys';
import { sealedColumns } from '../../security/sealedColumns';

/**
 * What the parameter page may do with each Gatehouse key (`sys.…`; docs/dictionaries.md "Parameters"):
 * - keys a setting page owns: the page checks the value (and opens or seals secrets), so here it is refused,
 *   naming the page;
 * - keys no page changes yet: changed here, through the rule below;
 * - everything else (the setup lock, a backup host-key pin, a key a later release adds): kept by Gatehouse.
 */

/** How a value changed here is checked (valueRules.ts). */
export type ValueRule = { kind: 'name'; max: number };

/** Keys changed here. */
export const VALUE_RULES: Readonly<Record<string, ValueRule>> = {
  [ConfigKey.companyName]: { kind: 'name', max: 64 },
};

/**
 * The session timeouts and the password, lockout and vault password policies: the base-config tab checks them
 * together (a minimum against its maximum) with the bounds of shared/rules/policyRules.ts.
 */
const POLICY_KEYS = [
  ConfigKey.passwordMinLength,
  ConfigKey.passwordMaxLength,
  ConfigKey.passwordMinStrength,
  ConfigKey.passwordExpireDays,
  ConfigKey.passwordExpireWarnDays,
  ConfigKey.passwordHistoryCount,
  ConfigKey.lockThreshold,
  ConfigKey.lockMinutes,
  ConfigKey.lockTrustedNetworks,
  ConfigKey.captchaEnabled,
  ConfigKey.tokenIdleMinutes,
  ConfigKey.tokenLifetimeDays,
  ConfigKey.vaultPasswordMinLength,
  ConfigKey.vaultPasswordMinStrength,
  ConfigKey.vaultPasswordGenerateLength,
];

/** Keys (exact) and key prefixes (ending in '.') that a setting page owns. */
const PAGE_KEYS: readonly [string, ConfigPageId][] = [
  ['sys.signin.', 'signIn'],
  ['sys.sso.', 'signIn'],
  ['sys.ldap.', 'ldap'],
  ['sys.backup.', 'backup'],
  [ConfigKey.selfGrant, 'base'],
  [ConfigKey.site, 'base'],
  ...POLICY_KEYS.map((key): [string, ConfigPageId] => [key, 'base']),
  // ConfigKey.watermark (the watermark page of /setup).
  ['sys.watermark', 'watermark'],
  [ConfigKey.licence, 'licence'],
];

/** A backup host key is pinned on first contact by the backup itself, not typed in. */
const GATEHOUSE_KEYS = new Set<string>([ConfigKey.setupLock, 'sys.backup.hostKey', ConfigKey.installationId]);

export function valueOwnerOf(key: string): ConfigValueOwner {
  if (!key.startsWith('sys.')) return 'here';
  if (GATEHOUSE_KEYS.has(key)) return 'gatehouse';
  if (VALUE_RULES[key]) return 'here';
  const page = PAGE_KEYS.find(([prefix]) => (prefix.endsWith('.') ? key.startsWith(prefix) : key === prefix));
  return page ? page[1] : 'gatehouse';
}

/** Config rows holding sealed secrets (security/sealedColumns.ts): their values are never answered. */
const SECRET_KEYS = new Set(
  sealedColumns.filter((column) => column.table === 'config').flatMap((column) => column.onlyIds ?? []),
);

export const isSecretKey = (key: string): boolean => SECRET_KEYS.has(key);

/** Names of Gatehouse's keys, shown until an administrator names a row (exact keys, then prefixes). */
const NAMES: readonly [string, string, string][] = [
  [ConfigKey.passwordMinLength, '密码最小长度', 'Password minimum length'],
  [ConfigKey.passwordMaxLength, '密码最大长度', 'Password maximum length'],
  [ConfigKey.passwordMinStrength, '密码最低强度', 'Password minimum strength'],
  [ConfigKey.passwordExpireDays, '密码有效期（天）', 'Password lifetime (days)'],
  [ConfigKey.passwordExpireWarnDays, '密码到期提醒（天）', 'Password expiry warning (days)'],
  [ConfigKey.passwordHistoryCount, '不可重复使用的历史密码个数', 'Previous passwords not reused'],
  [ConfigKey.lockThreshold, '登录失败锁定次数', 'Failed sign-ins before lockout'],
  [ConfigKey.lockMinutes, '锁定时长（分钟）', 'Lockout length (minutes)'],
  [ConfigKey.lockTrustedNetworks, '不锁定的可信网络', 'Networks never locked out'],
  [ConfigKey.captchaEnabled, '登录验证码', 'Sign-in captcha'],
  [ConfigKey.tokenIdleMinutes, '会话空闲超时（分钟）', 'Session idle timeout (minutes)'],
  [ConfigKey.tokenLifetimeDays, '登录有效期（天）', 'Sign-in lifetime (days)'],
  [ConfigKey.companyName, '公司名称', 'Company name'],
  [ConfigKey.selfGrant, '授权覆盖授权人时', 'Authorisations covering their grantor'],
  [ConfigKey.vaultPasswordMinLength, '保险箱密码最小长度', 'Vault password minimum length'],
  [ConfigKey.vaultPasswordMinStrength, '保险箱密码最低强度', 'Vault password minimum strength'],
  [ConfigKey.vaultPasswordGenerateLength, '保险箱生成密码长度', 'Vault generated password length'],
  ['sys.watermark', '页面水印', 'Page watermark'],
  [ConfigKey.site, '站点配置', 'Site config'],
  [ConfigKey.setupLock, '初始化锁', 'Setup lock'],
  [ConfigKey.licence, '产品许可', 'Product licence'],
  [ConfigKey.installationId, '安装标识', 'Installation id'],
  ['sys.signin.', '登录方式设置', 'Sign-in method settings'],
  ['sys.sso.', '单点登录设置', 'Single sign-on settings'],
  ['sys.ldap.', 'LDAP 目录设置', 'LDAP directory settings'],
  ['sys.backup.', '账号备份设置', 'Account backup settings'],
];

export function builtInName(key: string): { zh: string; en: string } | null {
  const found =
    NAMES.find(([name]) => name === key) ?? NAMES.find(([prefix]) => prefix.endsWith('.') && key.startsWith(prefix));
  return found ? { zh: found[1], en: found[2] } : null;
}
