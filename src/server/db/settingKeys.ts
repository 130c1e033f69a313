import {
  PASSWORD_POLICY_DEFAULTS,
  SESSION_POLICY_DEFAULTS,
  VAULT_PASSWORD_POLICY_DEFAULTS,
} from '../../shared/rules/policyRules';
import { WATERMARK_DEFAULTS } from '../../shared/rules/watermarkRules';

/**
 * Configuration keys stored in the `config` table with their defaults (seeded at first start; an
 * administrator may change them later). Values are text; the settings service parses them.
 */
export const ConfigKey = {
  passwordMinLength: 'sys.password.minLength',
  passwordMaxLength: 'sys.password.maxLength',
  passwordMinStrength: 'sys.password.minStrength',
  passwordExpireDays: 'sys.password.expireDays',
  passwordExpireWarnDays: 'sys.password.expireWarnDays',
  passwordHistoryCount: 'sys.password.historyCount',
  lockThreshold: 'sys.login.lockThreshold',
  lockMinutes: 'sys.login.lockMinutes',
  /** Addresses and CIDRs (comma-separated) from which wrong passwords never lock a sign-in out. */
  lockTrustedNetworks: 'sys.login.lockTrustedNetworks',
  captchaEnabled: 'sys.login.captchaEnabled',
  tokenIdleMinutes: 'sys.session.idleTimeoutMinutes',
  tokenLifetimeDays: 'sys.session.absoluteLifetimeDays',
  companyName: 'sys.company.name',
  /** 'refuse' or 'allow' an authorisation whose subject covers its grantor (docs/authorisations.md). */
  selfGrant: 'sys.grant.selfGrant',
  /** The vault's password policy for account passwords (docs/coffer.md "Weak passwords"; base-config tab). */
  vaultPasswordMinLength: 'sys.vault.password.minLength',
  vaultPasswordMinStrength: 'sys.vault.password.minStrength',
  vaultPasswordGenerateLength: 'sys.vault.password.generateLength',
  /** The site config (spec §3 Site config) served as /data/data.json, JSON; docs/site-config.md. */
  site: 'sys.site',
  /** The page watermark (spec §3 Watermark config), JSON; docs/watermark.md. */
  watermark: 'sys.watermark',
  /** The activated licence document with who activated it and when, JSON (docs/licence.md). */
  licence: 'sys.licence.key',
  /** This installation's id, made at its first start; a licence may be bound to it. */
  installationId: 'sys.licence.installationId',
  /** A row that setup locks, so that two concurrent setups run one after the other. */
  setupLock: 'sys.setup.lock',
} as const;

const password = PASSWORD_POLICY_DEFAULTS;
const vault = VAULT_PASSWORD_POLICY_DEFAULTS;

export const configDefaults: Record<string, string> = {
  [ConfigKey.passwordMinLength]: String(password.minLength),
  [ConfigKey.passwordMaxLength]: String(password.maxLength),
  [ConfigKey.passwordMinStrength]: password.minStrength,
  [ConfigKey.passwordExpireDays]: String(password.expireDays),
  [ConfigKey.passwordExpireWarnDays]: String(password.expireWarnDays),
  [ConfigKey.passwordHistoryCount]: String(password.historyCount),
  [ConfigKey.lockThreshold]: String(password.lockThreshold),
  [ConfigKey.lockMinutes]: String(password.lockMinutes),
  [ConfigKey.lockTrustedNetworks]: password.lockTrustedNetworks.join(','),
  [ConfigKey.captchaEnabled]: String(password.captchaEnabled),
  [ConfigKey.tokenIdleMinutes]: String(SESSION_POLICY_DEFAULTS.idleMinutes),
  [ConfigKey.tokenLifetimeDays]: String(SESSION_POLICY_DEFAULTS.lifetimeDays),
  [ConfigKey.companyName]: 'Gatehouse',
  [ConfigKey.selfGrant]: 'refuse',
  [ConfigKey.vaultPasswordMinLength]: String(vault.minLength),
  [ConfigKey.vaultPasswordMinStrength]: vault.minStrength,
  [ConfigKey.vaultPasswordGenerateLength]: String(vault.generateLength),
  [ConfigKey.setupLock]: '',
  [ConfigKey.watermark]: JSON.stringify(WATERMARK_DEFAULTS),
};
