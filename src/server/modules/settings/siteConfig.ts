import { type SiteConfig, SiteConfigSchema } from '../../../shared/api/baseConfig';
import { SITE_CONFIG_DEFAULTS } from '../../../shared/rules/siteConfigRules';
import type { Db } from '../../db/database';
import { ConfigKey } from '../../db/settingKeys';
import { fieldError } from '../../errors/appError';
import { setConfigValue } from './service';

/** The stored site config, each field checked; a missing or unreadable value gives Gatehouse's defaults. */
export async function loadSiteConfig(db: Db): Promise<SiteConfig> {
  const row = await db.selectFrom('config').select('value').where('key', '=', ConfigKey.site).executeTakeFirst();
  if (!row?.value) return SITE_CONFIG_DEFAULTS;
  try {
    const parsed = SiteConfigSchema.safeParse({ ...SITE_CONFIG_DEFAULTS, ...JSON.parse(row.value) });
    return parsed.success ? parsed.data : SITE_CONFIG_DEFAULTS;
  } catch {
    return SITE_CONFIG_DEFAULTS;
  }
}

/** The logo must be an upload Gatehouse holds: a name that was never stored would show a broken image everywhere. */
export async function saveSiteConfig(db: Db, site: SiteConfig): Promise<void> {
  if (site.logo !== '') {
    const upload = await db
      .selectFrom('uploaded_files')
      .select('file_name')
      .where('file_name', '=', site.logo)
      .executeTakeFirst();
    if (!upload) throw fieldError('logo', 'siteLogoInvalid');
  }
  await setConfigValue(db, ConfigKey.site, JSON.stringify(site));
}
