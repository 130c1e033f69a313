import type { BaseConfig } from '../../../shared/api/baseConfig';
import type { Db } from '../../db/database';
import { ConfigKey, configDefaults } from '../../db/settingKeys';
import { setConfigValue } from './service';

/** The base configuration (self-grant), read per call so a change applies at once. */
export async function loadBaseConfig(db: Db): Promise<BaseConfig> {
  const row = await db.selectFrom('config').select('value').where('key', '=', ConfigKey.selfGrant).executeTakeFirst();
  const value = row?.value ?? configDefaults[ConfigKey.selfGrant];
  return { selfGrant: value === 'allow' ? 'allow' : 'refuse' };
}

export async function saveBaseConfig(db: Db, config: BaseConfig): Promise<BaseConfig> {
  await setConfigValue(db, ConfigKey.selfGrant, config.selfGrant);
  return loadBaseConfig(db);
}
