import type { DictEntry } from '../../../shared/api/system';
import type { Lang } from '../../../shared/messages';
import { DictStatus } from '../../../shared/rules/dictRules';
import type { Db } from '../../db/database';

/**
 * The lookups of the console (labels, tag colours, choices): enabled entries of enabled types only, labelled in
 * the caller's language. Administrators edit them through modules/dictionaries (docs/dictionaries.md).
 */
function enabledEntries(db: Db) {
  return db
    .selectFrom('dict_data')
    .innerJoin('dict_types', 'dict_types.dict_type', 'dict_data.dict_type')
    .select([
      'dict_data.id',
      'dict_data.dict_type',
      'dict_data.sort',
      'dict_data.label_zh',
      'dict_data.label_en',
      'dict_data.value',
      'dict_data.list_class',
      'dict_data.css_class',
    ])
    .where('dict_data.status', '=', DictStatus.normal)
    .where('dict_types.status', '=', DictStatus.normal);
}

type EntryRow = Awaited<ReturnType<ReturnType<typeof enabledEntries>['execute']>>[number];

/** Entries of one dictionary type, labelled in the caller's language; an unknown type has no entries. */
export async function dictEntries(db: Db, dictType: string, lang: Lang): Promise<DictEntry[]> {
  const rows = await enabledEntries(db)
    .where('dict_data.dict_type', '=', dictType)
    .orderBy('dict_data.sort')
    .orderBy('dict_data.id')
    .execute();
  return rows.map((row) => toEntry(row, lang));
}

/** Every dictionary in one answer (the console's offline copy), grouped by type, each in its own order. */
export async function allDictEntries(db: Db, lang: Lang): Promise<DictEntry[]> {
  const rows = await enabledEntries(db)
    .orderBy('dict_data.dict_type')
    .orderBy('dict_data.sort')
    .orderBy('dict_data.id')
    .execute();
  return rows.map((row) => toEntry(row, lang));
}

function toEntry(row: EntryRow, lang: Lang): DictEntry {
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
