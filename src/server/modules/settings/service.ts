import {
  PASSWORD_POLICY_LIMITS,
  type PolicyStrength,
  SESSION_POLICY_LIMITS,
  VAULT_PASSWORD_POLICY_LIMITS,
} from '../../../shared/rules/policyRules';
import type { Db } from '../../db/database';
import { ConfigKey, configDefaults } from '../../db/settingKeys';

export interface Settings {
  passwordMinLength: number;
  passwordMaxLength: number;
  passwordMinStrength: PolicyStrength;
  passwordExpireDays: number;
  passwordExpireWarnDays: number;
  passwordHistoryCount: number;
  lockThreshold: number;
  lockMinutes: number;
  lockTrustedNetworks: string[];
  captchaEnabled: boolean;
  tokenIdleMinutes: number;
  tokenLifetimeDays: number;
  vaultPasswordMinLength: number;
  vaultPasswordMinStrength: PolicyStrength;
  vaultPasswordGenerateLength: number;
  companyName: string;
}

/**
 * Reads the whole configuration; a handful of rows, read per request so changes apply at once (nothing caches
 * them: a new idle timeout holds from the next request). Numbers are kept within the bounds the base-config tab
 * checks (shared/rules/policyRules.ts), so a value written around it cannot switch a lockout or a timeout off.
 */
export async function loadSettings(db: Db): Promise<Settings> {
  const rows = await db.selectFrom('config').select(['key', 'value']).execute();
  const values = new Map(rows.map((row) => [row.key, row.value]));
  const text = (key: string) => values.get(key) ?? configDefaults[key] ?? '';
  const int = (key: string, { min, max }: { min: number; max: number }) => {
    const parsed = Number.parseInt(text(key), 10);
    const value = Number.isFinite(parsed) ? parsed : Number.parseInt(configDefaults[key] ?? '0', 10);
    return Math.min(max, Math.max(min, value));
  };
  const password = PASSWORD_POLICY_LIMITS;
  const passwordMinLength = int(ConfigKey.passwordMinLength, password.minLength);
  const vaultPasswordMinLength = int(ConfigKey.vaultPasswordMinLength, VAULT_PASSWORD_POLICY_LIMITS.minLength);
  return {
    passwordMinLength,
    passwordMaxLength: Math.max(passwordMinLength, int(ConfigKey.passwordMaxLength, password.maxLength)),
    passwordMinStrength: text(ConfigKey.passwordMinStrength) === 'high' ? 'high' : 'middle',
    passwordExpireDays: int(ConfigKey.passwordExpireDays, password.expireDays),
    passwordExpireWarnDays: int(ConfigKey.passwordExpireWarnDays, password.expireWarnDays),
    passwordHistoryCount: int(ConfigKey.passwordHistoryCount, password.historyCount),
    lockThreshold: int(ConfigKey.lockThreshold, password.lockThreshold),
    lockMinutes: int(ConfigKey.lockMinutes, password.lockMinutes),
    lockTrustedNetworks: text(ConfigKey.lockTrustedNetworks)
      .split(',')
      .map((entry) => entry.trim())
      .filter(Boolean),
    captchaEnabled: text(ConfigKey.captchaEnabled) !== 'false',
    tokenIdleMinutes: int(ConfigKey.tokenIdleMinutes, SESSION_POLICY_LIMITS.idleMinutes),
    tokenLifetimeDays: int(ConfigKey.tokenLifetimeDays, SESSION_POLICY_LIMITS.lifetimeDays),
    vaultPasswordMinLength,
    vaultPasswordMinStrength: text(ConfigKey.vaultPasswordMinStrength) === 'middle' ? 'middle' : 'high',
    vaultPasswordGenerateLength: Math.max(
      vaultPasswordMinLength,
      int(ConfigKey.vaultPasswordGenerateLength, VAULT_PASSWORD_POLICY_LIMITS.generateLength),
    ),
    companyName: text(ConfigKey.companyName),
  };
}

export async function setConfigValue(db: Db, key: string, value: string): Promise<void> {
  const updated = await db.updateTable('config').set({ value }).where('key', '=', key).executeTakeFirst();
  if (Number(updated.numUpdatedRows) === 0) await db.insertInto('config').values({ key, value }).execute();
}
