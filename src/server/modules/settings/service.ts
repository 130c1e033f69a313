import type { Db } from '../../db/database';
import { ConfigKey, configDefaults } from '../../db/settingKeys';

export interface Settings {
  passwordMinLength: number;
  passwordMaxLength: number;
  passwordMinStrength: 'middle' | 'high';
  passwordExpireDays: number;
  passwordExpireWarnDays: number;
  passwordHistoryCount: number;
  lockThreshold: number;
  lockMinutes: number;
  lockTrustedNetworks: string[];
  captchaEnabled: boolean;
  tokenIdleMinutes: number;
  tokenLifetimeDays: number;
  companyName: string;
}

/** Reads the whole configuration; a handful of rows, read per request so changes apply at once. */
export async function loadSettings(db: Db): Promise<Settings> {
  const rows = await db.selectFrom('config').select(['key', 'value']).execute();
  const values = new Map(rows.map((row) => [row.key, row.value]));
  const text = (key: string) => values.get(key) ?? configDefaults[key] ?? '';
  const int = (key: string) => {
    const parsed = Number.parseInt(text(key), 10);
    return Number.isFinite(parsed) ? parsed : Number.parseInt(configDefaults[key] ?? '0', 10);
  };
  return {
    passwordMinLength: int(ConfigKey.passwordMinLength),
    passwordMaxLength: int(ConfigKey.passwordMaxLength),
    passwordMinStrength: text(ConfigKey.passwordMinStrength) === 'high' ? 'high' : 'middle',
    passwordExpireDays: int(ConfigKey.passwordExpireDays),
    passwordExpireWarnDays: int(ConfigKey.passwordExpireWarnDays),
    passwordHistoryCount: int(ConfigKey.passwordHistoryCount),
    lockThreshold: int(ConfigKey.lockThreshold),
    lockMinutes: int(ConfigKey.lockMinutes),
    lockTrustedNetworks: text(ConfigKey.lockTrustedNetworks)
      .split(',')
      .map((entry) => entry.trim())
      .filter(Boolean),
    captchaEnabled: text(ConfigKey.captchaEnabled) !== 'false',
    tokenIdleMinutes: int(ConfigKey.tokenIdleMinutes),
    tokenLifetimeDays: int(ConfigKey.tokenLifetimeDays),
    companyName: text(ConfigKey.companyName),
  };
}

export async function setConfigValue(db: Db, key: string, value: string): Promise<void> {
  const updated = await db.updateTable('config').set({ value }).where('key', '=', key).executeTakeFirst();
  if (Number(updated.numUpdatedRows) === 0) await db.insertInto('config').values({ key, value }).execute();
}
