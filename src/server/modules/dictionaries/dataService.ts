import type { Selectable } from 'kysely';
import type { z } from 'zod';
import type {
  DictData,
  DictDataBodySchema,
  EditDictDataBodySchema,
  ListDictDataQuerySchema,
} from '../../../shared/api/dictionaries';
import { ResponseCode } from '../../../shared/codes';
import type { Lang } from '../../../shared/messages';
import type { Db } from '../../db/database';
import type { DictDataTable } from '../../db/schema';
import { containsText } from '../../db/textMatch';
import { onUniqueViolation } from '../../db/uniqueViolation';
import { AppError, fieldError } from '../../errors/appError';
import { dictDataNotFound, dictTypeNotFound, dictValueTaken, systemRefusal } from './dictErrors';

/**
 * Dictionary entries (docs/dictionaries.md). A system entry (seeded, is_system 1) keeps its value and status and
 * cannot be deleted, because code compares stored values with it; its labels, classes, sort and remark may change.
 */

type Body = z.output<typeof DictDataBodySchema>;

function toDictData(row: Selectable<DictDataTable>): DictData {
  return {
    dictCode: row.id,
    dictType: row.dict_type,
    dictLabel: row.label_zh,
    dictLabelEn: row.label_en,
    dictValue: row.value,
    dictSort: row.sort,
    listClass: row.list_class,
    cssClass: row.css_class,
    status: row.status,
    isDefault: row.is_default === 1,
    remark: row.remark,
    isSystem: row.is_system === 1,
  };
}

const columnsOf = (body: Omit<Body, 'dictType'>) => ({
  label_zh: body.dictLabel,
  label_en: body.dictLabelEn,
  value: body.dictValue,
  sort: body.dictSort,
  list_class: body.listClass,
  css_class: body.cssClass,
  status: body.status,
  is_default: body.isDefault ? (1 as const) : (0 as const),
  remark: body.remark,
});

export async function listDictData(db: Db, query: z.output<typeof ListDictDataQuerySchema>) {
  let base = db.selectFrom('dict_data').where('dict_type', '=', query.dictType);
  if (query.dictLabel) {
    const label = query.dictLabel;
    base = base.where((eb) => eb.or([containsText('label_zh', label), containsText('label_en', label)]));
  }
  if (query.status !== undefined) base = base.where('status', '=', query.status);
  const { total } = await base.select((eb) => eb.fn.countAll<string | number>().as('total')).executeTakeFirstOrThrow();
  const rows = await base
    .selectAll()
    .orderBy('sort')
    .orderBy('id')
    .limit(query.pageSize)
    .offset((query.pageNum - 1) * query.pageSize)
    .execute();
  return { rows: rows.map(toDictData), total: Number(total) };
}

async function findRow(db: Db, dictCode: number): Promise<Selectable<DictDataTable>> {
  const row = await db.selectFrom('dict_data').selectAll().where('id', '=', dictCode).executeTakeFirst();
  if (!row) throw dictDataNotFound();
  return row;
}

export async function dictDataDetail(db: Db, dictCode: number): Promise<DictData> {
  return toDictData(await findRow(db, dictCode));
}

/** A type has at most one default entry (the preselected choice): saving one as default unmarks the others. */
async function clearOtherDefaults(db: Db, dictType: string, keepId: number): Promise<void> {
  await db
    .updateTable('dict_data')
    .set({ is_default: 0 })
    .where('dict_type', '=', dictType)
    .where('id', '!=', keepId)
    .execute();
}

async function assertValueFree(db: Db, dictType: string, value: string, exceptId: number | null): Promise<void> {
  let query = db.selectFrom('dict_data').select('id').where('dict_type', '=', dictType).where('value', '=', value);
  if (exceptId !== null) query = query.where('id', '!=', exceptId);
  if (await query.executeTakeFirst()) throw dictValueTaken(value);
}

export async function addDictData(db: Db, body: Body): Promise<DictData> {
  const type = await db.selectFrom('dict_types').select('id').where('dict_type', '=', body.dictType).executeTakeFirst();
  if (!type) throw fieldError('dictType', 'dictTypeNotFound');
  await assertValueFree(db, body.dictType, body.dictValue, null);
  const id = await db.transaction().execute(async (trx) => {
    const inserted = await onUniqueViolation(
      () =>
        trx
          .insertInto('dict_data')
          .values({ ...columnsOf(body), dict_type: body.dictType, is_system: 0 })
          .returning('id')
          .executeTakeFirstOrThrow(),
      () => dictValueTaken(body.dictValue),
    );
    if (body.isDefault) await clearOtherDefaults(trx, body.dictType, inserted.id);
    return inserted.id;
  });
  return dictDataDetail(db, id);
}

export async function editDictData(db: Db, body: z.output<typeof EditDictDataBodySchema>): Promise<DictData> {
  const row = await findRow(db, body.dictCode);
  if (body.dictType !== row.dict_type) throw fieldError('dictType', 'dictDataTypeFixed');
  if (row.is_system === 1) {
    if (body.dictValue !== row.value) throw systemRefusal('dictSystemValueFixed', 'dictValue');
    if (body.status !== row.status) throw systemRefusal('dictSystemStatusFixed', 'status');
  }
  await assertValueFree(db, row.dict_type, body.dictValue, row.id);
  await db.transaction().execute(async (trx) => {
    await onUniqueViolation(
      () => trx.updateTable('dict_data').set(columnsOf(body)).where('id', '=', row.id).execute(),
      () => dictValueTaken(body.dictValue),
    );
    if (body.isDefault) await clearOtherDefaults(trx, row.dict_type, row.id);
  });
  return dictDataDetail(db, row.id);
}

/** Deletes the entries, all or nothing: one system entry among them refuses the whole call, naming it. */
export async function removeDictData(db: Db, dictCodes: readonly number[], lang: Lang): Promise<number> {
  return db.transaction().execute(async (trx) => {
    const rows = await trx
      .selectFrom('dict_data')
      .selectAll()
      .where('id', 'in', [...dictCodes])
      .execute();
    const system = rows.find((row) => row.is_system === 1);
    if (system) {
      const label = lang === 'en' ? system.label_en : system.label_zh;
      throw new AppError(ResponseCode.conflict, 'dictSystemDataDelete', { label, value: system.value });
    }
    if (rows.length === 0) return 0;
    const result = await trx
      .deleteFrom('dict_data')
      .where(
        'id',
        'in',
        rows.map((row) => row.id),
      )
      .executeTakeFirst();
    return Number(result.numDeletedRows);
  });
}

/** Whether a dictionary type exists (the list of one type's entries answers "no such type" rather than nothing). */
export async function assertTypeExists(db: Db, dictType: string): Promise<void> {
  const row = await db.selectFrom('dict_types').select('id').where('dict_type', '=', dictType).executeTakeFirst();
  if (!row) throw dictTypeNotFound();
}
