import type { Selectable } from 'kysely';
import type { z } from 'zod';
import type {
  Config,
  ConfigBodySchema,
  EditConfigBodySchema,
  ListConfigsQuerySchema,
} from '../../../shared/api/sysConfig';
import { ResponseCode } from '../../../shared/codes';
import type { Lang } from '../../../shared/messages';
import { CONFIG_PAGES, ConfigType, isSystemKey } from '../../../shared/rules/configRules';
import type { Db } from '../../db/database';
import type { ConfigTable } from '../../db/schema';
import { onUniqueViolation } from '../../db/uniqueViolation';
import { AppError, fieldError } from '../../errors/appError';
import { builtInName, isSecretKey, VALUE_RULES, valueOwnerOf } from './systemKeys';
import { checkValue } from './valueRules';

/**
 * Parameters over the `config` table (docs/dictionaries.md "Parameters"): Gatehouse's settings (keys under `sys.`)
 * beside administrators' own. Parameters are read per request by the services that use them; nothing caches them.
 */

type Row = Selectable<ConfigTable>;

const notFound = () => new AppError(ResponseCode.notFound, 'configNotFound', {}, { data: { field: 'configId' } });
const keyTaken = (key: string) => fieldError('configKey', 'configKeyTaken', { key });

function toConfig(row: Row): Config {
  const builtIn = isSystemKey(row.key) ? builtInName(row.key) : null;
  const secret = isSecretKey(row.key);
  return {
    configId: row.id,
    configName: row.name_zh || builtIn?.zh || row.key,
    configNameEn: row.name_en || builtIn?.en || row.key,
    configKey: row.key,
    configValue: secret ? '' : row.value,
    configType: row.config_type === ConfigType.custom ? ConfigType.custom : ConfigType.builtIn,
    remark: row.remark,
    isSecret: secret,
    valueOwner: valueOwnerOf(row.key),
  };
}

/** The table holds a few dozen rows: filtered in memory, so that the built-in names shown are the names searched. */
export async function listConfigs(db: Db, query: z.output<typeof ListConfigsQuerySchema>) {
  const rows = (await db.selectFrom('config').selectAll().orderBy('key').execute()).map(toConfig);
  const name = query.configName?.toLowerCase();
  const key = query.configKey?.toLowerCase();
  const matching = rows.filter(
    (row) =>
      (!name || `${row.configName}\n${row.configNameEn}`.toLowerCase().includes(name)) &&
      (!key || row.configKey.toLowerCase().includes(key)) &&
      (!query.configType || row.configType === query.configType),
  );
  const start = (query.pageNum - 1) * query.pageSize;
  return { rows: matching.slice(start, start + query.pageSize), total: matching.length };
}

async function findRow(db: Db, configId: number): Promise<Row> {
  const row = await db.selectFrom('config').selectAll().where('id', '=', configId).executeTakeFirst();
  if (!row) throw notFound();
  return row;
}

export async function configDetail(db: Db, configId: number): Promise<Config> {
  return toConfig(await findRow(db, configId));
}

export async function configByKey(db: Db, key: string): Promise<Config> {
  const row = await db.selectFrom('config').selectAll().where('key', '=', key).executeTakeFirst();
  if (!row) throw new AppError(ResponseCode.notFound, 'configNotFound', {}, { data: { field: 'configKey' } });
  return toConfig(row);
}

export async function addConfig(db: Db, body: z.output<typeof ConfigBodySchema>): Promise<Config> {
  if (isSystemKey(body.configKey)) throw fieldError('configKey', 'configKeyReserved');
  if (await db.selectFrom('config').select('id').where('key', '=', body.configKey).executeTakeFirst())
    throw keyTaken(body.configKey);
  const { id } = await onUniqueViolation(
    () =>
      db
        .insertInto('config')
        .values({
          key: body.configKey,
          value: body.configValue,
          name_zh: body.configName,
          name_en: body.configNameEn,
          config_type: body.configType,
          remark: body.remark,
        })
        .returning('id')
        .executeTakeFirstOrThrow(),
    () => keyTaken(body.configKey),
  );
  return configDetail(db, id);
}

/**
 * The value a save stores: an administrator's as sent; a Gatehouse value unchanged, or changed through its rule —
 * never one a setting page owns (it checks, seals or applies it) or one Gatehouse keeps itself.
 */
function valueToStore(row: Row, sent: string, lang: Lang): string {
  if (!isSystemKey(row.key)) return sent;
  // A secret is answered as '', so '' sent back, like the value as it stands, means "unchanged".
  if (sent === (isSecretKey(row.key) ? '' : row.value)) return row.value;
  const owner = valueOwnerOf(row.key);
  const rule = VALUE_RULES[row.key];
  if (owner === 'here' && rule) return checkValue(rule, sent);
  if (owner === 'gatehouse' || owner === 'here')
    throw new AppError(
      ResponseCode.conflict,
      'configValueInternal',
      { key: row.key },
      { data: { field: 'configValue' } },
    );
  const page = CONFIG_PAGES[owner];
  throw new AppError(
    ResponseCode.conflict,
    'configValueOwned',
    { key: row.key, page: lang === 'en' ? page.en : page.zh },
    { data: { field: 'configValue' } },
  );
}

export async function editConfig(db: Db, body: z.output<typeof EditConfigBodySchema>, lang: Lang): Promise<Config> {
  const row = await findRow(db, body.configId);
  const system = isSystemKey(row.key);
  if (system && (body.configKey !== row.key || body.configType !== ConfigType.builtIn))
    throw fieldError(body.configKey !== row.key ? 'configKey' : 'configType', 'configSystemKeyFixed');
  if (!system && isSystemKey(body.configKey)) throw fieldError('configKey', 'configKeyReserved');
  const value = valueToStore(row, body.configValue, lang);
  await onUniqueViolation(
    () =>
      db
        .updateTable('config')
        .set({
          key: body.configKey,
          value,
          name_zh: body.configName,
          name_en: body.configNameEn,
          config_type: body.configType,
          remark: body.remark,
        })
        .where('id', '=', row.id)
        .execute(),
    () => keyTaken(body.configKey),
  );
  return configDetail(db, row.id);
}

/** Deletes administrators' parameters, all or nothing: a built-in one (type Y, every `sys.` key) refuses the call. */
export async function removeConfigs(db: Db, configIds: readonly number[]): Promise<number> {
  return db.transaction().execute(async (trx) => {
    const rows = await trx
      .selectFrom('config')
      .selectAll()
      .where('id', 'in', [...configIds])
      .execute();
    const builtIn = rows.find((row) => isSystemKey(row.key) || row.config_type !== ConfigType.custom);
    if (builtIn) throw new AppError(ResponseCode.conflict, 'configBuiltInDelete', { key: builtIn.key });
    if (rows.length === 0) return 0;
    const result = await trx
      .deleteFrom('config')
      .where(
        'id',
        'in',
        rows.map((row) => row.id),
      )
      .executeTakeFirst();
    return Number(result.numDeletedRows);
  });
}
