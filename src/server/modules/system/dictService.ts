import type { DictEntry } from '../../../shared/api/system';
import type { Lang } from '../../../shared/messages';
import type { Db } from '../../db/database';

/** Entries of one dictionary type, labelled in the caller's language; an unknown type has no entries. */
export async function dictEntries(db: Db, dictType: string, lang: Lang): Promise<DictEntry[]> {
  const rows = await db
    .selectFrom('dict_data')
    .selectAll()
    .where('dict_type', '=', dictType)
    .orderBy('sort')
    .orderBy('id')
    .execute();
  return rows.map((row) => ({
    dictCode: row.id,
    dictType: row.dict_type,
    dictSort: row.sort,
    dictLabel: lang === 'en' ? row.label_en : row.label_zh,
    dictValue: row.value,
    listClass: row.list_class,
    cssClass: row.css_class,
  }));
}
