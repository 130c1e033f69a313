import { addSetting, editSetting, querySettings, settingKeysOf } from '../../../shared/api/settingItems';
import type { Config } from '../../../shared/api/sysConfig';
import { ResponseCode } from '../../../shared/codes';
import type { Lang } from '../../../shared/messages';
import { ConfigType } from '../../../shared/rules/configRules';
import type { Db } from '../../db/database';
import { AppError } from '../../errors/appError';
import { defineHandler, type RouteHandler } from '../../http/handler';
import * as service from './service';

/**
 * The setting centre's generic key–value calls (spec §7 /setting-center/add|query|edit; src/shared/api/settingItems.ts):
 * the parameter store seen by key. Every write goes through service.ts, so its rules hold here unchanged — a key a
 * setting page owns is refused naming the page, a Gatehouse value keeps its bounds, `sys.` keys are not added, and
 * secrets are answered without their value.
 */

const keyNotFound = (key: string) =>
  new AppError(ResponseCode.notFound, 'settingKeyNotFound', { key }, { data: { field: 'configKey' } });

/** The key the names default to, within the names' 64 characters. */
const nameOfKey = (key: string) => key.slice(0, 64);

async function rowsByKey(db: Db, keys: readonly string[]) {
  const rows = await db
    .selectFrom('config')
    .selectAll()
    .where('key', 'in', [...keys])
    .execute();
  const byKey = new Map(rows.map((row) => [row.key, row]));
  const missing = keys.find((key) => !byKey.has(key));
  if (missing !== undefined) throw keyNotFound(missing);
  return byKey;
}

/** Settings in the order asked; the first unknown key refuses the call, naming it. */
async function settingsByKey(db: Db, keys: readonly string[]): Promise<Config[]> {
  const byKey = await rowsByKey(db, keys);
  return Promise.all(keys.map((key) => service.configDetail(db, byKey.get(key)?.id ?? 0)));
}

/** A new value for a key, saved as the parameter page saves it: names, type and remark as they are. */
async function editValue(db: Db, key: string, value: string, lang: Lang): Promise<Config> {
  const row = (await rowsByKey(db, [key])).get(key);
  if (!row) throw keyNotFound(key);
  return service.editConfig(
    db,
    {
      configId: row.id,
      configKey: row.key,
      configValue: value,
      configName: row.name_zh,
      configNameEn: row.name_en,
      // As the parameter page shows it (service.ts toConfig): anything but N is built in.
      configType: row.config_type === ConfigType.custom ? ConfigType.custom : ConfigType.builtIn,
      remark: row.remark,
    },
    lang,
  );
}

export const settingItemHandlers: RouteHandler[] = [
  defineHandler(
    addSetting,
    async ({ deps, body }) =>
      service.addConfig(deps.db, {
        configKey: body.configKey,
        configValue: body.configValue,
        configName: body.configName ?? nameOfKey(body.configKey),
        configNameEn: body.configNameEn ?? body.configName ?? nameOfKey(body.configKey),
        configType: ConfigType.custom,
        remark: body.remark,
      }),
    'added',
  ),
  defineHandler(querySettings, async ({ deps, query }) => settingsByKey(deps.db, settingKeysOf(query))),
  defineHandler(
    editSetting,
    async ({ deps, body, lang }) => editValue(deps.db, body.configKey, body.configValue, lang),
    'saved',
  ),
];
