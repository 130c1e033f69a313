import type { z } from 'zod';
import type { BaseConfig, EditBaseConfigSchema } from '../../../shared/api/baseConfig';
import type { Db } from '../../db/database';
import { ConfigKey, configDefaults } from '../../db/settingKeys';
import { policySections, savePolicySections } from './policyConfig';
import { loadSettings, setConfigValue } from './service';
import { loadSiteConfig, saveSiteConfig } from './siteConfig';

/**
 * The base configuration (self-grant, site config, session and password policies), read per call so a change
 * applies at once: the services read the same keys on every request (settings/service.ts), nothing caches them.
 */
export async function loadBaseConfig(db: Db): Promise<BaseConfig> {
  const row = await db.selectFrom('config').select('value').where('key', '=', ConfigKey.selfGrant).executeTakeFirst();
  const value = row?.value ?? configDefaults[ConfigKey.selfGrant];
  const [site, settings] = await Promise.all([loadSiteConfig(db), loadSettings(db)]);
  return { selfGrant: value === 'allow' ? 'allow' : 'refuse', site, ...policySections(settings) };
}

/** Each section sent replaces the stored one, all of them or none. */
export async function saveBaseConfig(db: Db, change: z.output<typeof EditBaseConfigSchema>): Promise<BaseConfig> {
  await db.transaction().execute(async (trx) => {
    if (change.selfGrant) await setConfigValue(trx, ConfigKey.selfGrant, change.selfGrant);
    if (change.site) await saveSiteConfig(trx, change.site);
    await savePolicySections(trx, change);
  });
  return loadBaseConfig(db);
}
