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
  /** The vault's password policy for account passwords (docs/coffer.md "Weak passwords"). */
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

export const configDefaults: Record<string, string> = {
  [ConfigKey.passwordMinLength]: '6',
  [ConfigKey.passwordMaxLength]: '32',
  [ConfigKey.passwordMinStrength]: 'middle',
  [ConfigKey.passwordExpireDays]: '90',
  [ConfigKey.passwordExpireWarnDays]: '7',
  [ConfigKey.passwordHistoryCount]: '5',
  [ConfigKey.lockThreshold]: '5',
  [ConfigKey.lockMinutes]: '10',
  [ConfigKey.lockTrustedNetworks]: '',
  [ConfigKey.captchaEnabled]: 'true',
  [ConfigKey.tokenIdleMinutes]: '120',
  [ConfigKey.tokenLifetimeDays]: '7',
  [ConfigKey.companyName]: 'Gatehouse',
  [ConfigKey.selfGrant]: 'refuse',
  [ConfigKey.vaultPasswordMinLength]: '12',
  [ConfigKey.vaultPasswordMinStrength]: 'high',
  [ConfigKey.vaultPasswordGenerateLength]: '20',
  [ConfigKey.setupLock]: '',
  [ConfigKey.watermark]: JSON.stringify(WATERMARK_DEFAULTS),
};
