import { DEFAULT_WATERMARK, type WatermarkConfig, WatermarkConfigSchema } from '../../../shared/api/watermark';
import type { Db } from '../../db/database';
import { ConfigKey } from '../../db/settingKeys';
import { setConfigValue } from './service';

/** The stored watermark, each field checked; a missing or unreadable value gives the §9 defaults. */
export async function loadWatermark(db: Db): Promise<WatermarkConfig> {
  const row = await db.selectFrom('config').select('value').where('key', '=', ConfigKey.watermark).executeTakeFirst();
  if (!row?.value) return DEFAULT_WATERMARK;
  try {
    const parsed = WatermarkConfigSchema.safeParse({ ...DEFAULT_WATERMARK, ...JSON.parse(row.value) });
    return parsed.success ? parsed.data : DEFAULT_WATERMARK;
  } catch {
    return DEFAULT_WATERMARK;
  }
}

export async function saveWatermark(db: Db, config: WatermarkConfig): Promise<WatermarkConfig> {
  await setConfigValue(db, ConfigKey.watermark, JSON.stringify(config));
  return loadWatermark(db);
}
