import type { Selectable } from 'kysely';
import type { z } from 'zod';
import type {
  Dictionary,
  DictTypeBodySchema,
  EditDictTypeBodySchema,
  ListDictTypesQuerySchema,
} from '../../../shared/api/dictionaries';
import { ResponseCode } from '../../../shared/codes';
import type { Lang } from '../../../shared/messages';
import { DictStatus } from '../../../shared/rules/dictRules';
import type { Db } from '../../db/database';
import type { DictTypesTable } from '../../db/schema';
import { containsText } from '../../db/textMatch';
import { onUniqueViolation } from '../../db/uniqueViolation';
import { AppError, fieldError } from '../../errors/appError';
import { dictTypeNotFound, dictTypeTaken, systemRefusal } from './dictErrors';

/** Dictionary types (docs/dictionaries.md): seeded system types keep their key and stay enabled and in place. */

function toDictionary(row: Selectable<DictTypesTable>, entryCount: number): Dictionary {
  return {
    dictId: row.id,
    dictName: row.name_zh,
    dictNameEn: row.name_en,
    dictType: row.dict_type,
    status: row.status,
    remark: row.remark,
    isSystem: row.is_system === 1,
    entryCount,
  };
}

async function entryCounts(db: Db, types: readonly string[]): Promise<Map<string, number>> {
  if (types.length === 0) return new Map();
  const rows = await db
    .selectFrom('dict_data')
    .select(['dict_type', (eb) => eb.fn.countAll<string | number>().as('n')])
    .where('dict_type', 'in', [...types])
    .groupBy('dict_type')
    .execute();
  return new Map(rows.map((row) => [row.dict_type, Number(row.n)]));
}

export async function listDictionaries(db: Db, query: z.output<typeof ListDictTypesQuerySchema>) {
  let base = db.selectFrom('dict_types');
  if (query.dictName) {
    const name = query.dictName;
    base = base.where((eb) => eb.or([containsText('name_zh', name), containsText('name_en', name)]));
  }
  if (query.dictType) base = base.where(containsText('dict_type', query.dictType));
  if (query.status !== undefined) base = base.where('status', '=', query.status);
  const { total } = await base.select((eb) => eb.fn.countAll<string | number>().as('total')).executeTakeFirstOrThrow();
  const rows = await base
    .selectAll()
    .orderBy('dict_type')
    .limit(query.pageSize)
    .offset((query.pageNum - 1) * query.pageSize)
    .execute();
  const counts = await entryCounts(
    db,
    rows.map((row) => row.dict_type),
  );
  return { rows: rows.map((row) => toDictionary(row, counts.get(row.dict_type) ?? 0)), total: Number(total) };
}

export async function findDictionaryRow(db: Db, dictId: number): Promise<Selectable<DictTypesTable>> {
  const row = await db.selectFrom('dict_types').selectAll().where('id', '=', dictId).executeTakeFirst();
  if (!row) throw dictTypeNotFound();
  return row;
}

export async function dictionaryDetail(db: Db, dictId: number): Promise<Dictionary> {
  const row = await findDictionaryRow(db, dictId);
  return toDictionary(row, (await entryCounts(db, [row.dict_type])).get(row.dict_type) ?? 0);
}

export async function addDictionary(db: Db, body: z.output<typeof DictTypeBodySchema>): Promise<Dictionary> {
  const taken = await db
    .selectFrom('dict_types')
    .select('id')
    .where('dict_type', '=', body.dictType)
    .executeTakeFirst();
  if (taken) throw dictTypeTaken(body.dictType);
  const { id } = await onUniqueViolation(
    () =>
      db
        .insertInto('dict_types')
        .values({
          dict_type: body.dictType,
          name_zh: body.dictName,
          name_en: body.dictNameEn,
          status: body.status,
          remark: body.remark,
          is_system: 0,
        })
        .returning('id')
        .executeTakeFirstOrThrow(),
    () => dictTypeTaken(body.dictType),
  );
  return dictionaryDetail(db, id);
}

export async function editDictionary(db: Db, body: z.output<typeof EditDictTypeBodySchema>): Promise<Dictionary> {
  const row = await findDictionaryRow(db, body.dictId);
  // Entries and code look a type up by its key, and the entries' foreign key does not follow a rename.
  if (body.dictType !== row.dict_type) throw fieldError('dictType', 'dictTypeKeyFixed');
  if (row.is_system === 1 && body.status !== DictStatus.normal) throw systemRefusal('dictSystemStatusFixed', 'status');
  await db
    .updateTable('dict_types')
    .set({ name_zh: body.dictName, name_en: body.dictNameEn, status: body.status, remark: body.remark })
    .where('id', '=', body.dictId)
    .execute();
  return dictionaryDetail(db, body.dictId);
}

/** Deletes the types and their entries, all or nothing: one system type among them refuses the whole call. */
export async function removeDictionaries(db: Db, dictIds: readonly number[], lang: Lang): Promise<number> {
  return db.transaction().execute(async (trx) => {
    const rows = await trx
      .selectFrom('dict_types')
      .selectAll()
      .where('id', 'in', [...dictIds])
      .execute();
    const system = rows.find((row) => row.is_system === 1);
    if (system)
      throw new AppError(ResponseCode.conflict, 'dictSystemTypeDelete', {
        name: lang === 'en' ? system.name_en : system.name_zh,
      });
    const types = rows.map((row) => row.dict_type);
    if (types.length === 0) return 0;
    await trx.deleteFrom('dict_data').where('dict_type', 'in', types).execute();
    const result = await trx.deleteFrom('dict_types').where('dict_type', 'in', types).executeTakeFirst();
    return Number(result.numDeletedRows);
  });
}
