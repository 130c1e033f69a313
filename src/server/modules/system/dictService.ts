import type { Selectable } from 'kysely';
import type { DictEntry } from '../../../shared/api/system';
import type { Lang } from '../../../shared/messages';
import type { Db } from '../../db/database';
import type { DictDataTable } from '../../db/schema';

/** Entries of one dictionary type, labelled in the caller's language; an unknown type has no entries. */
export async function dictEntries(db: Db, dictType: string, lang: Lang): Promise<DictEntry[]> {
  const rows = await db
    .selectFrom('dict_data')
    .selectAll()
    .where('dict_type', '=', dictType)
    .orderBy('sort')
    .orderBy('id')
    .execute();
  return rows.map((row) => toEntry(row, lang));
}

/** Every dictionary in one answer (the console's offline copy), grouped by type, each in its own order. */
export async function allDictEntries(db: Db, lang: Lang): Promise<DictEntry[]> {
  const rows = await db
    .selectFrom('dict_data')
    .selectAll()
    .orderBy('dict_type')
    .orderBy('sort')
    .orderBy('id')
    .execute();
  return rows.map((row) => toEntry(row, lang));
}

function toEntry(row: Selectable<DictDataTable>, lang: Lang): DictEntry {
  return {
    dictCode: row.id,
    dictType: row.dict_type,
    dictSort: row.sort,
    dictLabel: lang === 'en' ? row.label_en : row.label_zh,
    dictValue: row.value,
    listClass: row.list_class,
    cssClass: row.css_class,
  };
}
