import type { PasswordPolicy, SessionPolicy, VaultPasswordPolicyConfig } from '../../../shared/api/policyConfig';
import { isNetworkEntry, TRUSTED_NETWORKS_MAX } from '../../../shared/rules/policyRules';
import type { Db } from '../../db/database';
import { ConfigKey } from '../../db/settingKeys';
import { type Settings, setConfigValue } from './service';

/**
 * The base configuration's policy sections (shared/api/policyConfig.ts) over the config keys the services read
 * (settings/service.ts): the session timeouts, the password and lockout policy, the vault's password policy.
 */
export interface PolicySections {
  session: SessionPolicy;
  password: PasswordPolicy;
  vaultPassword: VaultPasswordPolicyConfig;
}

/** The sections as the services apply them; a trusted network the lockout would ignore is not shown either. */
export function policySections(settings: Settings): PolicySections {
  return {
    session: { idleMinutes: settings.tokenIdleMinutes, lifetimeDays: settings.tokenLifetimeDays },
    password: {
      minLength: settings.passwordMinLength,
      maxLength: settings.passwordMaxLength,
      minStrength: settings.passwordMinStrength,
      expireDays: settings.passwordExpireDays,
      expireWarnDays: settings.passwordExpireWarnDays,
      historyCount: settings.passwordHistoryCount,
      lockThreshold: settings.lockThreshold,
      lockMinutes: settings.lockMinutes,
      lockTrustedNetworks: settings.lockTrustedNetworks.filter(isNetworkEntry).slice(0, TRUSTED_NETWORKS_MAX),
      captchaEnabled: settings.captchaEnabled,
    },
    vaultPassword: {
      minLength: settings.vaultPasswordMinLength,
      minStrength: settings.vaultPasswordMinStrength,
      generateLength: settings.vaultPasswordGenerateLength,
    },
  };
}

/** Writes the sections sent, key by key, inside the caller's transaction. */
export async function savePolicySections(trx: Db, change: Partial<PolicySections>): Promise<void> {
  const values: [string, string | number | boolean][] = [];
  if (change.session)
    values.push(
      [ConfigKey.tokenIdleMinutes, change.session.idleMinutes],
      [ConfigKey.tokenLifetimeDays, change.session.lifetimeDays],
    );
  const password = change.password;
  if (password)
    values.push(
      [ConfigKey.passwordMinLength, password.minLength],
      [ConfigKey.passwordMaxLength, password.maxLength],
      [ConfigKey.passwordMinStrength, password.minStrength],
      [ConfigKey.passwordExpireDays, password.expireDays],
      [ConfigKey.passwordExpireWarnDays, password.expireWarnDays],
      [ConfigKey.passwordHistoryCount, password.historyCount],
      [ConfigKey.lockThreshold, password.lockThreshold],
      [ConfigKey.lockMinutes, password.lockMinutes],
      [ConfigKey.lockTrustedNetworks, [...new Set(password.lockTrustedNetworks)].join(',')],
      [ConfigKey.captchaEnabled, password.captchaEnabled],
    );
  const vault = change.vaultPassword;
  if (vault)
    values.push(
      [ConfigKey.vaultPasswordMinLength, vault.minLength],
      [ConfigKey.vaultPasswordMinStrength, vault.minStrength],
      [ConfigKey.vaultPasswordGenerateLength, vault.generateLength],
    );
  for (const [key, value] of values) await setConfigValue(trx, key, String(value));
}
